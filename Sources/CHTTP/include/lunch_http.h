#ifndef LUNCH_HTTP_H
#define LUNCH_HTTP_H

#include <stddef.h>

/// One HTTP exchange through libcurl (loaded at run time; the same library URLSession uses
/// on Linux), written so the body can be capped while it arrives: no redirect is followed,
/// a declared length over `max_bytes` is refused before the body, a longer body is cut off
/// as soon as it passes `max_bytes`, and `cancelled` is asked while it runs.
typedef struct lunch_http_request {
    const char *url;
    const char *method;               /* "GET", "POST", … */
    const char *const *headers;       /* "Name: value" lines */
    size_t header_count;
    int has_body;                     /* send body/body_length (a POST) */
    const unsigned char *body;
    size_t body_length;
    long timeout_ms;
    size_t max_bytes;
    int (*cancelled)(void *context);  /* non-zero: give up */
    void *context;
} lunch_http_request;

enum {
    LUNCH_HTTP_OK = 0,
    LUNCH_HTTP_TOO_LARGE = 1,
    LUNCH_HTTP_TIMED_OUT = 2,
    LUNCH_HTTP_CANCELLED = 3,
    LUNCH_HTTP_OFFLINE = 4,
    LUNCH_HTTP_NO_LIBCURL = 5,
    LUNCH_HTTP_FAILED = 6,
    LUNCH_HTTP_NOT_HTTP = 7,          /* the server answered, but not in HTTP */
    LUNCH_HTTP_CUT = 8,               /* the connection ended before the whole answer */
};

typedef struct lunch_http_response {
    int outcome;                      /* LUNCH_HTTP_… */
    long status;
    unsigned char *body;              /* malloc'd; lunch_http_free */
    size_t body_length;
    char *redirect_url;               /* absolute Location of a 3xx, or NULL; malloc'd */
    char message[256];                /* libcurl's words when outcome is FAILED */
} lunch_http_response;

void lunch_http_perform(const lunch_http_request *request, lunch_http_response *response);
void lunch_http_free(lunch_http_response *response);

#endif

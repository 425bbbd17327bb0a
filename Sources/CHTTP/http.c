#include "lunch_http.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The few libcurl entry points used, by their stable ABI numbers (curl/curl.h). */
typedef void CURL;
struct curl_slist;
typedef CURL *(*easy_init_f)(void);
typedef int (*easy_setopt_f)(CURL *, int, ...);
typedef int (*easy_perform_f)(CURL *);
typedef int (*easy_getinfo_f)(CURL *, int, ...);
typedef void (*easy_cleanup_f)(CURL *);
typedef struct curl_slist *(*slist_append_f)(struct curl_slist *, const char *);
typedef void (*slist_free_all_f)(struct curl_slist *);

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_WRITEFUNCTION = 20011,
    OPT_POSTFIELDS = 10015, OPT_HTTPHEADER = 10023, OPT_CUSTOMREQUEST = 10036, OPT_NOPROGRESS = 43,
    OPT_POST = 47, OPT_FOLLOWLOCATION = 52, OPT_XFERINFODATA = 10057, OPT_HTTPGET = 80, OPT_NOSIGNAL = 99,
    OPT_ACCEPT_ENCODING = 10102, OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156, OPT_PROTOCOLS = 181,
    OPT_MAXFILESIZE_LARGE = 30117, OPT_POSTFIELDSIZE_LARGE = 30120, OPT_XFERINFOFUNCTION = 20219,
    INFO_RESPONSE_CODE = 0x200000 + 2, INFO_REDIRECT_URL = 0x100000 + 31,
    E_UNSUPPORTED_PROTOCOL = 1, E_WEIRD_SERVER_REPLY = 8, E_PARTIAL_FILE = 18, E_GOT_NOTHING = 52,
    E_SEND_ERROR = 55, E_RECV_ERROR = 56,
    E_OK = 0, E_COULDNT_RESOLVE_PROXY = 5, E_COULDNT_RESOLVE_HOST = 6, E_COULDNT_CONNECT = 7, E_WRITE_ERROR = 23,
    E_OPERATION_TIMEDOUT = 28, E_ABORTED_BY_CALLBACK = 42, E_FILESIZE_EXCEEDED = 63,
    PROTO_HTTP = 1, PROTO_HTTPS = 2,
};

static struct {
    easy_init_f init;
    easy_setopt_f setopt;
    easy_perform_f perform;
    easy_getinfo_f getinfo;
    easy_cleanup_f cleanup;
    slist_append_f append;
    slist_free_all_f free_all;
} curl;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4", "libcurl.4.dylib", "libcurl.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    curl.setopt = (easy_setopt_f)dlsym(library, "curl_easy_setopt");
    curl.perform = (easy_perform_f)dlsym(library, "curl_easy_perform");
    curl.getinfo = (easy_getinfo_f)dlsym(library, "curl_easy_getinfo");
    curl.cleanup = (easy_cleanup_f)dlsym(library, "curl_easy_cleanup");
    curl.append = (slist_append_f)dlsym(library, "curl_slist_append");
    curl.free_all = (slist_free_all_f)dlsym(library, "curl_slist_free_all");
    easy_init_f init = (easy_init_f)dlsym(library, "curl_easy_init");
    int (*global_init)(long) = (int (*)(long))dlsym(library, "curl_global_init");
    if (global_init) global_init(3L); /* CURL_GLOBAL_ALL, once, before any handle */
    if (curl.setopt && curl.perform && curl.getinfo && curl.cleanup && curl.append && curl.free_all) curl.init = init;
}

typedef struct transfer {
    const lunch_http_request *request;
    lunch_http_response *response;
    size_t capacity;
    int too_large;
    int cancelled;
} transfer;

static size_t on_body(char *data, size_t size, size_t count, void *context) {
    transfer *t = context;
    size_t n = size * count;
    lunch_http_response *r = t->response;
    if (n > t->request->max_bytes - r->body_length) {
        t->too_large = 1;
        return 0; /* libcurl stops with a write error */
    }
    if (r->body_length + n > t->capacity) {
        size_t wanted = t->capacity ? t->capacity : 65536;
        while (wanted < r->body_length + n) wanted *= 2;
        if (wanted > t->request->max_bytes) wanted = t->request->max_bytes;
        unsigned char *grown = realloc(r->body, wanted);
        if (!grown) {
            t->too_large = 1;
            return 0;
        }
        r->body = grown;
        t->capacity = wanted;
    }
    memcpy(r->body + r->body_length, data, n);
    r->body_length += n;
    return n;
}

static int on_progress(void *context, int64_t download_total, int64_t download_now, int64_t upload_total, int64_t upload_now) {
    (void)download_now; (void)upload_total; (void)upload_now;
    transfer *t = context;
    if (download_total > 0 && (uint64_t)download_total > t->request->max_bytes) {
        t->too_large = 1;
        return 1;
    }
    if (t->request->cancelled && t->request->cancelled(t->request->context)) {
        t->cancelled = 1;
        return 1;
    }
    return 0;
}

void lunch_http_perform(const lunch_http_request *request, lunch_http_response *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&loaded, load);
    CURL *handle = curl.init ? curl.init() : NULL;
    if (!handle) {
        response->outcome = LUNCH_HTTP_NO_LIBCURL;
        return;
    }
    transfer t = {request, response, 0, 0, 0};
    char error[256] = "";
    struct curl_slist *headers = NULL;
    for (size_t i = 0; i < request->header_count; i++) headers = curl.append(headers, request->headers[i]);
    /* No "Expect: 100-continue" pause before a POST body. */
    headers = curl.append(headers, "Expect:");

    curl.setopt(handle, OPT_URL, request->url);
    curl.setopt(handle, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
    curl.setopt(handle, OPT_FOLLOWLOCATION, 0L);
    curl.setopt(handle, OPT_NOSIGNAL, 1L);
    curl.setopt(handle, OPT_ERRORBUFFER, error);
    curl.setopt(handle, OPT_HTTPHEADER, headers);
    curl.setopt(handle, OPT_ACCEPT_ENCODING, ""); /* what libcurl can decode; the cap counts decoded bytes */
    curl.setopt(handle, OPT_TIMEOUT_MS, request->timeout_ms);
    curl.setopt(handle, OPT_CONNECTTIMEOUT_MS, request->timeout_ms);
    curl.setopt(handle, OPT_MAXFILESIZE_LARGE, (int64_t)request->max_bytes);
    curl.setopt(handle, OPT_WRITEFUNCTION, on_body);
    curl.setopt(handle, OPT_WRITEDATA, &t);
    curl.setopt(handle, OPT_NOPROGRESS, 0L);
    curl.setopt(handle, OPT_XFERINFOFUNCTION, on_progress);
    curl.setopt(handle, OPT_XFERINFODATA, &t);
    if (request->has_body) {
        curl.setopt(handle, OPT_POST, 1L);
        curl.setopt(handle, OPT_POSTFIELDSIZE_LARGE, (int64_t)request->body_length);
        curl.setopt(handle, OPT_POSTFIELDS, request->body ? (const void *)request->body : (const void *)"");
    } else {
        curl.setopt(handle, OPT_HTTPGET, 1L);
    }
    if (request->method && strcmp(request->method, request->has_body ? "POST" : "GET") != 0) {
        curl.setopt(handle, OPT_CUSTOMREQUEST, request->method);
    }

    int code = curl.perform(handle);
    curl.getinfo(handle, INFO_RESPONSE_CODE, &response->status);
    char *redirect = NULL;
    if (code == E_OK && curl.getinfo(handle, INFO_REDIRECT_URL, &redirect) == E_OK && redirect) {
        response->redirect_url = strdup(redirect);
    }
    if (t.too_large || code == E_FILESIZE_EXCEEDED) response->outcome = LUNCH_HTTP_TOO_LARGE;
    else if (t.cancelled) response->outcome = LUNCH_HTTP_CANCELLED;
    else if (code == E_OK) response->outcome = LUNCH_HTTP_OK;
    else if (code == E_OPERATION_TIMEDOUT) response->outcome = LUNCH_HTTP_TIMED_OUT;
    else if (code == E_COULDNT_RESOLVE_HOST || code == E_COULDNT_CONNECT || code == E_COULDNT_RESOLVE_PROXY)
        response->outcome = LUNCH_HTTP_OFFLINE;
    else if (code == E_UNSUPPORTED_PROTOCOL || code == E_WEIRD_SERVER_REPLY)
        response->outcome = LUNCH_HTTP_NOT_HTTP;  /* the scheme is checked before: HTTP/0.9 or garbage */
    else if (code == E_PARTIAL_FILE || code == E_GOT_NOTHING || code == E_SEND_ERROR || code == E_RECV_ERROR)
        response->outcome = LUNCH_HTTP_CUT;
    else {
        response->outcome = LUNCH_HTTP_FAILED;
        snprintf(response->message, sizeof response->message, "%s", error[0] ? error : "transfer failed");
    }
    if (response->outcome == LUNCH_HTTP_OK && response->body && t.capacity > response->body_length) {
        /* Give back what the doubling reserved past the end. */
        unsigned char *fitted = realloc(response->body, response->body_length ? response->body_length : 1);
        if (fitted) response->body = fitted;
    }
    if (response->outcome != LUNCH_HTTP_OK) {
        free(response->body);
        response->body = NULL;
        response->body_length = 0;
    }
    curl.free_all(headers);
    curl.cleanup(handle);
}

void lunch_http_free(lunch_http_response *response) {
    free(response->body);
    free(response->redirect_url);
    response->body = NULL;
    response->redirect_url = NULL;
}

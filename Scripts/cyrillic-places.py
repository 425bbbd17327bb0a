#!/usr/bin/env python3
"""The Cyrillic variant of a file from ../shared/tools/gen-places.py, for the benchmark.

    python3 Scripts/cyrillic-places.py IN.json OUT.json     # same input -> same bytes

Every element's `name`, `addr:street` and `addr:city` is transliterated letter by letter
to Cyrillic (Golden Taco House -> Голден Тацо Хоусе); everything else is copied as it is.
Reads and writes one element per line, as gen-places.py writes them.
"""
import json, sys

LOWER = {"a": "а", "b": "б", "c": "ц", "d": "д", "e": "е", "f": "ф", "g": "г", "h": "х", "i": "и",
         "j": "й", "k": "к", "l": "л", "m": "м", "n": "н", "o": "о", "p": "п", "q": "к", "r": "р",
         "s": "с", "t": "т", "u": "у", "v": "в", "w": "в", "x": "кс", "y": "ы", "z": "з",
         "é": "э", "ê": "е", "è": "е", "ç": "ц"}
TABLE = {}
for latin, cyrillic in LOWER.items():
    TABLE[ord(latin)] = cyrillic
    TABLE[ord(latin.upper())] = cyrillic[0].upper() + cyrillic[1:]
FIELDS = ("name", "addr:street", "addr:city")


def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as lines, open(target, "w", encoding="utf-8") as out:
        for line in lines:
            body = line.rstrip("\n")
            comma = body.endswith(",")
            if comma:
                body = body[:-1]
            if not body.startswith('{"type"'):
                out.write(line)
                continue
            element = json.loads(body)
            tags = element.get("tags", {})
            for field in FIELDS:
                if field in tags:
                    tags[field] = tags[field].translate(TABLE)
            out.write(json.dumps(element, ensure_ascii=False, separators=(",", ":")))
            out.write(",\n" if comma else "\n")


if __name__ == "__main__":
    main()

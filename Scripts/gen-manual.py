#!/usr/bin/env python3
"""Regenerates Resources/lunch.1 from the commands' declarations (what `help` says).

swift-argument-parser's generate-manual drops every character outside ASCII (`1–5`
became `15`) and leaves a line that starts with `'` unescaped (roff reads it as a
request and drops it). So the declarations go through it with each such character as
an ASCII placeholder, which comes back as its roff escape (`\\[u2013]`), and lines
starting with `'` get roff's `\\&` in front.

Usage (from the package folder): python3 Scripts/gen-manual.py
It builds `lunch` (debug) and, the first time, the generator (through the plugin).
"""
import glob, json, os, re, stat, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
subprocess.run(["swift", "build", "--product", "lunch"], check=True)
tools = glob.glob(".build/*/debug/generate-manual-tool")
if not tools:
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(["swift", "package", "--allow-writing-to-package-directory", "generate-manual",
                        "--configuration", "debug", "--output-directory", out], check=True)
    tools = glob.glob(".build/*/debug/generate-manual-tool")
tool = os.path.abspath(tools[0])

dump = subprocess.run([".build/debug/lunch", "--experimental-dump-help"], check=True,
                      capture_output=True, env={**os.environ, "LANG": "C.UTF-8"}).stdout.decode()

def placeholders(value):
    if isinstance(value, str):
        return "".join(c if ord(c) < 128 else "ZQU%04XQZ" % ord(c) for c in value)
    if isinstance(value, list):
        return [placeholders(v) for v in value]
    if isinstance(value, dict):
        return {k: placeholders(v) for k, v in value.items()}
    return value

with tempfile.TemporaryDirectory() as work:
    with open(os.path.join(work, "help.json"), "w") as f:
        json.dump(placeholders(json.loads(dump)), f)
    wrapper = os.path.join(work, "lunch")
    with open(wrapper, "w") as f:
        f.write('#!/bin/sh\nexec cat "%s"\n' % os.path.join(work, "help.json"))
    os.chmod(wrapper, stat.S_IRWXU)
    subprocess.run([tool, wrapper, "--output-directory", work], check=True)
    with open(os.path.join(work, "lunch.1")) as f:
        text = f.read()

text = re.sub(r"ZQU([0-9A-F]{4,6})QZ", lambda m: "\\[u%s]" % m.group(1), text)
text = "\n".join("\\&" + line if line.startswith("'") else line for line in text.split("\n"))
if "ZQU" in text:
    sys.exit("a placeholder was left in the manual")
with open("Resources/lunch.1", "w") as f:
    f.write(text)
print("wrote Resources/lunch.1")

"""What the scripts that write C++ from resources/ share: a C string literal of any text, and
writing the file in the project's format (scripts/check-format passes on it as on every file)."""
import shutil
import subprocess


def c_string(text):
    out = ""
    for ch in text:
        if ch in '\\"':
            out += "\\" + ch
        elif ord(ch) < 0x20:
            out += "\\x%02x" % ord(ch)
        else:
            out += ch
    return '"' + out + '"'


def write_formatted(path, lines):
    path.write_text("\n".join(lines), encoding="utf-8")
    tool = shutil.which("clang-format-14") or shutil.which("clang-format")
    if tool:
        subprocess.run([tool, "-i", str(path)], check=True)

"""Writing a family file (resources/rules/families/*.json, docs/rule-format.md "Families") and
reading the authoritative lists kept beside the tests (tests/data/families/*.tsv).

A family file is data: each member as its source lists it, with the outcome, role and strength
a line naming it carries. The scripts in this folder build them from the authoritative lists
and the judgement tables they hold; run one with --check to see that the file is current."""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
FAMILIES = ROOT / "resources" / "rules" / "families"
LISTS = ROOT / "tests" / "data" / "families"


def read_list(name):
    """The rows of tests/data/families/<name>.tsv as dicts by field (its first row names the
    fields, comment lines start with #): the members as the authoritative source lists them.
    A field holding several values (aliases) separates them with commas."""
    rows, fields = [], None
    for line in (LISTS / f"{name}.tsv").read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        cells = line.split("\t")
        if fields is None:
            fields = cells
        else:
            rows.append(dict(zip(fields, cells)))
    return rows


def write_list(name, header, fields, rows):
    """Writes the authoritative list: `header` as comments (where it comes from), the field
    names, then a row per member."""
    text = "".join(f"# {h}\n" for h in header) + "\t".join(fields) + "\n"
    text += "".join("\t".join(str(c) for c in r) + "\n" for r in rows)
    (LISTS / f"{name}.tsv").write_text(text, encoding="utf-8")


def dumps(family):
    """The family as JSON text: top-level keys one per line, each form and member on a line
    of its own, so that a diff shows which member changed."""
    out = ["{"]
    keys = list(family.keys())
    for i, key in enumerate(keys):
        value = family[key]
        comma = "," if i + 1 < len(keys) else ""
        if key in ("forms", "members") and isinstance(value, list):
            out.append(f"  {json.dumps(key)}: [")
            for j, item in enumerate(value):
                out.append("    " + json.dumps(item, ensure_ascii=False) + ("," if j + 1 < len(value) else ""))
            out.append("  ]" + comma)
        else:
            out.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    out.append("}")
    return "\n".join(out) + "\n"


def emit(name, family):
    """Writes resources/rules/families/<name>.json, or with --check only says whether it is current."""
    path = FAMILIES / f"{name}.json"
    text = dumps(family)
    if "--check" in sys.argv:
        current = path.read_text(encoding="utf-8") if path.exists() else ""
        if current != text:
            print(f"{path.relative_to(ROOT)} is stale: run {sys.argv[0]}", file=sys.stderr)
            sys.exit(1)
        return
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path.relative_to(ROOT)}: {len(family['members'])} members")


def names_of(row):
    """A list row's names: its own, then its aliases (separated by ' || ')."""
    return [row["name"]] + [a for a in row.get("aliases", "").split(" || ") if a]


def name_field(names):
    """The member's name field: one name, or the list of its names when it has aliases."""
    return names if len(names) > 1 else names[0]


def most_specific_first(members):
    """Sorts members whose names are printf formats, most specific first (specificity())."""
    first = lambda m: m["name"][0] if isinstance(m["name"], list) else m["name"]
    members.sort(key=lambda m: specificity(first(m)))


def member(fields, outcome, role, strength, **extra):
    m = dict(fields)
    m.update(outcome=outcome, role=role, strength=strength)
    m.update({k: v for k, v in extra.items() if v not in (None, [], "")})
    return m


# printf formats (NCCL's WARN, slurmstepd's error): the regex of what one prints, and a line it prints.
def shape(fmt):
    """A printf format as a regex: its text escaped, each conversion a run of what it prints."""
    out, i = [], 0
    conv = re.compile(r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?([diouxXeEfgGcspm%])")
    while i < len(fmt):
        m = conv.match(fmt, i)
        if m:
            c = m.group(1)
            out.append({"d": "-?\\d+", "i": "-?\\d+", "u": "\\d+", "o": "[0-7]+", "x": "(?:0x)?[0-9a-fA-F]+",
                        "X": "(?:0x)?[0-9a-fA-F]+", "p": "(?:0x[0-9a-fA-F]+|\\(nil\\))", "c": ".", "%": "%"}.get(
                c, ".*?"))
            i = m.end()
            continue
        ch = fmt[i]
        if ch == "%":  # a conversion cut off with its literal ("%" PRIu64): anything
            out.append(".*?")
            i = len(fmt) if re.fullmatch(r"%[-+ #0-9.]*", fmt[i:]) else i + 1
            continue
        if ch == "\\" and i + 1 < len(fmt):  # a C escape in the source: \" prints ", \t a tab
            nxt = fmt[i + 1]
            out.append({"t": "\\t", '"': '"', "\\": "\\\\"}.get(nxt, re.escape(nxt)))
            i += 2
            continue
        out.append("\\" + ch if ch in "\\.^$|?*+()[]{}" else ch)
        i += 1
    return "".join(out)


def literal_letters(fmt):
    return len(re.sub(r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXeEfgGcspm%]|[^A-Za-z]", "", fmt))


def example(fmt, prefix):
    """A line the format prints after `prefix`, with plausible values."""
    values = {"d": "3", "i": "3", "u": "7", "o": "7", "x": "1f", "X": "1F", "p": "0x7f3a5c001e40", "c": "x",
              "s": "mlx5_0", "m": "Connection timed out", "e": "1.5", "f": "1.5", "g": "1.5", "E": "1.5", "G": "1.5"}
    text = re.sub(r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?([diouxXeEfgGcspm%])",
                  lambda m: "%" if m.group(1) == "%" else values.get(m.group(1), "1"), fmt)
    text = text.replace('\\"', '"').replace("\\t", "\t").replace("\\\\", "\\")
    return prefix + text


def specificity(fmt):
    """How much of its own text a format prints: members are tried most specific first, so a line
    two shapes fit is the one with more letters, then more characters, then fewer %s."""
    own = re.sub(r"%[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXeEfgGcspm%]", "", fmt)
    return (-literal_letters(fmt), -len(own), fmt.count("%s"))

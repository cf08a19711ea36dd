#!/usr/bin/env python3
"""Writes views/common/catalog_title_list.cpp: every event title template of the built-in
rule catalog (resources/rules/*.json and resources/rules/families/*.json, "title"), as
QT_TRANSLATE_NOOP entries so lupdate puts them in translations/*.ts, and for every rule and
family member the template its events are titled with and the member's own values it names
({name}, {number}...), so the workbench can say a title in French (views/common/catalog_titles.h).
Run it after changing a title of the catalog; tests/views/catalog_titles_test.cpp fails until
it is run.
    scripts/gen_catalog_titles.py"""
import json
import pathlib
import re

from generated_cpp import c_string, write_formatted

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Families whose members are titled with the software's own message, word for word: they
# stay in English, as the program printed them (they are what the user greps for).
QUOTED = {
    "nccl_warn": "NCCL's own WARN messages, quoted word for word from its sources",
    "slurm_errors": "slurmstepd's own error() messages, quoted word for word from Slurm's sources",
}

# Templates whose French is their English, and why: the C library's own words (strerror's
# text, as every program prints it) or nothing but names and values.
_STRERROR = "strerror's own text ({}), as every program prints it: what the user greps for"
_NAMES = "names and values only, no words of ours"
SAME_IN_FRENCH = {
    "No space left on device": _STRERROR.format("ENOSPC"),
    "Input/output error": _STRERROR.format("EIO"),
    "Stale file handle": _STRERROR.format("ESTALE"),
    "Read-only file system": _STRERROR.format("EROFS"),
    "NVSwitch SXid {sxid} ({pci})": _NAMES,
    "Xid {xid} ({pci})": _NAMES,
    "Python {exception}": _NAMES,
    "NCCL INFO": "NCCL's own log level, as NCCL prints it",
    "CUDA {name} ({number})": _NAMES,
    "{name} ({string})": "errno's name and strerror's own text, as every program prints them",
    "Kubernetes {name}": _NAMES,
    "NVML {name}": _NAMES,
}

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def value_text(v):
    if isinstance(v, bool):
        return None
    if isinstance(v, str):
        return v
    if isinstance(v, (int, float)) and float(v).is_integer():
        return str(int(v))
    return None


def member_fields(member):
    """A member's fields as the engine reads them (rule_family.cpp): first value of each."""
    keys = {"outcome", "role", "strength", "severity", "scope", "kind", "symptom", "title", "examples",
            "no_match", "real", "note"}
    fields = {}
    for key, value in member.items():
        if key in keys:
            continue
        values = [value_text(v) for v in value] if isinstance(value, list) else [value_text(value)]
        values = [v for v in values if v is not None]
        if values:
            fields[key] = values[0]
    return fields


def slug(value):
    """rule_family.cpp's symptomSlug: 'cudaErrorIllegalAddress' -> 'cuda_error_illegal_address'."""
    out = ""
    for i, c in enumerate(value):
        if len(out) >= 60:
            break
        if not c.isascii() or not c.isalnum():
            if out and out[-1] != "_":
                out += "_"
            continue
        if c.isupper() and i > 0 and out and out[-1] != "_":
            prev = value[i - 1]
            acronym_ends = prev.isupper() and i + 1 < len(value) and value[i + 1].islower()
            if prev.islower() or prev.isdigit() or acronym_ends:
                out += "_"
        out += c.lower()
    return out.strip("_")


def fill(text, fields, as_slug):
    def one(m):
        name = m.group(1)
        if name in fields:
            return slug(fields[name]) if as_slug else fields[name]
        return m.group(0)

    return PLACEHOLDER.sub(one, text)


def catalog():
    """(templates in catalog order, entries (rule, symptom, member, template, [(field, value)]), quoted)."""
    templates, entries, quoted = [], [], []

    def template(text):
        if text not in templates:
            templates.append(text)
        return templates.index(text)

    for path in sorted((ROOT / "resources/rules").glob("*.json")):
        for rule in json.loads(path.read_text(encoding="utf-8")).get("rules", []):
            emits = rule.get("emits", {})
            if rule.get("phase") == "extractor" and emits.get("title"):
                entries.append((rule["id"], emits.get("symptom", ""), "", template(emits["title"]), []))
    for path in sorted((ROOT / "resources/rules/families").glob("*.json")):
        family = json.loads(path.read_text(encoding="utf-8"))
        emits = family["emits"]
        if family["family"] in QUOTED:
            quoted.append((family["id"], QUOTED[family["family"]]))
            continue
        for member in family["members"]:
            fields = member_fields(member)
            text = member.get("title", emits["title"])
            symptom = member.get("symptom") or fill(emits["symptom"], fields, True)
            named = [(n, fields[n]) for n in PLACEHOLDER.findall(text) if n in fields]
            entries.append((family["id"], symptom, fields["name"], template(text), named))
    return templates, entries, quoted


def main():
    templates, entries, quoted = catalog()
    lines = [
        "// Generated by scripts/gen_catalog_titles.py from resources/rules: do not edit.",
        "// The catalog's event title templates, for lupdate, and which one titles each rule's",
        "// events (views/common/catalog_titles.h).",
        '#include "views/common/catalog_titles.h"',
        "",
        "#include <QtGlobal>",
        "",
        "namespace awv {",
        "",
        "namespace {",
        "const char* const kTemplates[] = {",
    ]
    lines += [f'    QT_TRANSLATE_NOOP("awv::CatalogTitles", {c_string(t)}),' for t in templates]
    lines += ["};", "", "const CatalogTitle kTitles[] = {"]
    for rule, symptom, member, index, named in entries:
        values = ", ".join(f"{c_string(n)}, {c_string(v)}" for n, v in named)
        lines.append(f"    {{{c_string(rule)}, {c_string(symptom)}, {c_string(member)}, {index}, {{{values}}}}},")
    lines += ["};", "", "const QuotedTitles kQuoted[] = {"]
    lines += [f"    {{{c_string(rule)}, {c_string(why)}}}," for rule, why in quoted]
    lines += ["};", "", "const QuotedTitles kSameInFrench[] = {"]
    lines += [f"    {{{c_string(text)}, {c_string(why)}}}," for text, why in SAME_IN_FRENCH.items() if text in templates]
    lines += [
        "};",
        "}  // namespace",
        "",
        "std::span<const char* const> catalogTitleTemplates() { return kTemplates; }",
        "std::span<const CatalogTitle> catalogTitles() { return kTitles; }",
        "std::span<const QuotedTitles> quotedTitleFamilies() { return kQuoted; }",
        "std::span<const QuotedTitles> titlesSameInFrench() { return kSameInFrench; }",
        "",
        "}  // namespace awv",
        "",
    ]
    write_formatted(ROOT / "views/common/catalog_title_list.cpp", lines)


if __name__ == "__main__":
    main()

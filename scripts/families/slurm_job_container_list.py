#!/usr/bin/env python3
"""Prints the rows of tests/data/families/slurm_errors.tsv for Slurm's job_container plugin:
every error() of src/plugins/job_container/tmpfs and of src/interfaces/job_container.c, and
slurmd's and slurmstepd's container_g_* errors, at the last Slurm commit that has the plugin
(83db1ab's parent; 83db1ab renamed job_container to namespace, and the rest of the family is
taken at a later commit). Formats already in the list, and formats with fewer than six letters
of their own, are left out, as for the rest of the list.

    scripts/families/slurm_job_container_list.py /path/to/slurm.git >> tests/data/families/slurm_errors.tsv
"""

import re
import subprocess
import sys

from family_json import literal_letters, read_list

COMMIT = "f5b7d6c8d91aaba3463d87bc3517c5c3a782c82a"
PLUGIN_FILES = ["src/plugins/job_container/tmpfs/job_container_tmpfs.c",
                "src/plugins/job_container/tmpfs/read_jcconf.c", "src/interfaces/job_container.c"]
# Where slurmd and slurmstepd call the plugin: only their container_g_* errors.
CALLER_FILES = ["src/slurmd/slurmd/req.c", "src/slurmd/slurmstepd/mgr.c", "src/slurmd/slurmstepd/slurmstepd.c",
                "src/slurmd/slurmstepd/step_terminate_monitor.c"]

CALL = re.compile(r'\berror\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)')
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')


def formats(git_dir, path):
    """The format of each error() in the file: its adjacent literals joined, up to a newline."""
    text = subprocess.run(["git", "--git-dir", git_dir, "show", f"{COMMIT}:{path}"], check=True,
                          capture_output=True, text=True).stdout
    for m in CALL.finditer(text):
        yield "".join(LITERAL.findall(m.group(1))).split("\\n")[0]


def main():
    known = set()
    for row in read_list("slurm_errors"):
        known.add(row["name"])
        known.update(a for a in row.get("aliases", "").split(" || ") if a)
    seen = set()
    for path in PLUGIN_FILES + CALLER_FILES:
        for fmt in formats(sys.argv[1], path):
            if path in CALLER_FILES and "container_g_" not in fmt:
                continue
            if fmt in known or fmt in seen or literal_letters(fmt) < 6:
                continue
            seen.add(fmt)
            print(f"{fmt}\t\t{path}")


if __name__ == "__main__":
    main()

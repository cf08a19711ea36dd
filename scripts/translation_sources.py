"""What lupdate scans and how, shared by scripts/update-translations and
scripts/check-translations so the two can never disagree."""
import os

LUPDATE = os.environ.get("LUPDATE", "/usr/lib/qt6/bin/lupdate")  # qt6-l10n-tools; not on PATH
SOURCE_DIRS = ["views", "app/gui"]  # every user-visible string of the workbench lives here


def lupdate_command(ts_path, obsolete):
    """English is the source language: its file holds only the plural (%n) forms."""
    # -I .: includes are written from the project root ("views/common/document.h").
    command = [LUPDATE, "-silent", "-I", ".", *SOURCE_DIRS, "-ts", str(ts_path)]
    if str(ts_path).endswith("_en.ts"):
        command.insert(1, "-pluralonly")
    if not obsolete:
        command.insert(1, "-no-obsolete")
    return command

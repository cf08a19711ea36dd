#!/usr/bin/env python3
"""Writes the decompression bombs the archive reader is tested on, to tests/data/bombs/.

Each holds ENTRIES entries of ENTRY_MIB MiB of zeros (10 GB in all) in about 25 KB:

    bomb.zip      every entry compressed with bzip2 (zip method 12), the one stream reused
    bomb-small-sizes.zip  the same, its headers declaring 1000 bytes an entry: only the
                  expansion itself can tell
    bomb.tar.bz2  a tar whose members are concatenated bzip2 streams (a header, then the
                  zeros, each its own stream; bzip2 readers join concatenated streams)

The zeros are compressed once and the same compressed bytes written for every entry, so the
script takes about a second, not the minutes 10 GB of compression would. Python standard
library only, deterministic (fixed times, no random), so --check can compare:

    python3 scripts/gen_bombs.py            # (re)write tests/data/bombs
    python3 scripts/gen_bombs.py --check    # exit 1 when the committed files differ
    python3 scripts/gen_bombs.py DIR        # write them to DIR instead (measurements)
"""
import bz2
import os
import struct
import sys
import tarfile
import zlib

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(REPO, "tests", "data", "bombs")
ENTRIES = 100
ENTRY_MIB = 100
ENTRY_BYTES = ENTRY_MIB << 20
MTIME = 1796025600  # 2026-12-01T00:00:00Z


def zeros_compressed():
    c = bz2.BZ2Compressor(9)
    chunk = bytes(1 << 20)
    out = [c.compress(chunk) for _ in range(ENTRY_MIB)]
    out.append(c.flush())
    return b"".join(out)


def zeros_crc32():
    crc = 0
    chunk = bytes(1 << 20)
    for _ in range(ENTRY_MIB):
        crc = zlib.crc32(chunk, crc)
    return crc


def entry_name(i):
    return "bomb/nodes/node%03d/zeros.log" % i


def zip_bomb(packed, crc, declared=ENTRY_BYTES):
    dos_time, dos_date = 0, (2026 - 1980) << 9 | 12 << 5 | 1
    body, central = bytearray(), bytearray()
    for i in range(ENTRIES):
        name = entry_name(i).encode()
        offset = len(body)
        # Local file header: version 4.6 (bzip2), method 12.
        body += struct.pack("<IHHHHHIIIHH", 0x04034B50, 46, 0, 12, dos_time, dos_date, crc, len(packed),
                            declared, len(name), 0) + name + packed
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 0x0300 | 46, 46, 0, 12, dos_time, dos_date, crc,
                               len(packed), declared, len(name), 0, 0, 0, 0, 0o100644 << 16, offset) + name
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, ENTRIES, ENTRIES, len(central), len(body), 0)
    return bytes(body + central + end)


def tar_bomb(packed):
    out = bytearray()
    for i in range(ENTRIES):
        info = tarfile.TarInfo(entry_name(i))
        info.size = ENTRY_BYTES
        info.mtime = MTIME
        info.mode = 0o644
        out += bz2.compress(info.tobuf(format=tarfile.GNU_FORMAT), 9)
        out += packed  # the zeros: ENTRY_BYTES is a multiple of 512, no padding needed
    out += bz2.compress(bytes(1024), 9)  # the end-of-archive blocks
    return bytes(out)


def bombs():
    packed = zeros_compressed()
    crc = zeros_crc32()
    return {"bomb.zip": zip_bomb(packed, crc), "bomb-small-sizes.zip": zip_bomb(packed, crc, 1000),
            "bomb.tar.bz2": tar_bomb(packed)}


def write(folder, files):
    os.makedirs(folder, exist_ok=True)
    for name, data in files.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)


def main():
    files = bombs()
    if "--check" in sys.argv:
        same = True
        for name, data in files.items():
            path = os.path.join(OUT, name)
            if not os.path.exists(path) or open(path, "rb").read() != data:
                print("gen_bombs --check: %s differs" % path)
                same = False
        print("gen_bombs --check: %s" % ("OK" if same else "differs"))
        return 0 if same else 1
    folder = next((a for a in sys.argv[1:] if not a.startswith("-")), OUT)
    write(folder, files)
    for name, data in files.items():
        print("%s: %d bytes, %d entries of %d MiB of zeros" % (os.path.join(folder, name), len(data), ENTRIES,
                                                              ENTRY_MIB))
    return 0


if __name__ == "__main__":
    sys.exit(main())

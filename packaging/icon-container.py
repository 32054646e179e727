#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
"""Packs PNG renderings of the icon into a Windows .ico or a macOS .icns (build time).

    icon-container.py ico  OUT.ico  16=a.png 32=b.png ... 256=f.png
    icon-container.py icns OUT.icns 16=a.png 32=b.png ... 1024=g.png

Both formats are containers of PNG images (ICO since Windows Vista, ICNS since macOS 10.7), so
no image library is needed: the PNGs rendered from packaging/linux/idemscope.svg (rsvg-convert
or ImageMagick, packaging/linux/render-icons.cmake) go in as they are. Each PNG's size is read
from its IHDR chunk and must match the size it is given for.
"""
import struct
import sys

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# ICNS element types that hold PNG data, by pixel size. A size can serve two types (a 32 px
# image is both the 32 px icon and the 16 px @2x one); every type whose size is given is written.
ICNS_TYPES = [
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
]


def read_png(path, size):
    with open(path, "rb") as f:
        data = f.read()
    if not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        sys.exit(f"icon-container: {path} is not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    if (width, height) != (size, size):
        sys.exit(f"icon-container: {path} is {width}x{height}, not {size}x{size}")
    return data


def write_ico(out, images):
    sizes = sorted(s for s in images if s <= 256)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = images[s]
        side = 0 if s == 256 else s  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    out.write(header + entries + blobs)


def write_icns(out, images):
    body = b""
    for kind, s in ICNS_TYPES:
        if s in images:
            body += kind + struct.pack(">I", 8 + len(images[s])) + images[s]
    out.write(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main(argv):
    if len(argv) < 4 or argv[1] not in ("ico", "icns"):
        sys.exit(__doc__)
    images = {}
    for arg in argv[3:]:
        size, _, path = arg.partition("=")
        images[int(size)] = read_png(path, int(size))
    with open(argv[2], "wb") as out:
        (write_ico if argv[1] == "ico" else write_icns)(out, images)


if __name__ == "__main__":
    main(sys.argv)

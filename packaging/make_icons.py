"""Renders the app icon (resources/icons/blockpuzzle.svg) for every platform.

    python packaging/make_icons.py

Writes the hicolor PNG sizes for Linux (packaging/linux/icons/), a Windows
.ico and a macOS .icns (packaging/), all from the one SVG.  ICO and ICNS are
written here as containers of PNG images, which both formats allow.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "blockpuzzle.svg"
APP_ID = "io.github.blockpuzzle.BlockPuzzle"
HICOLOR = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size.
ICNS_TYPES = ((16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08"),
              (512, b"ic09"), (1024, b"ic10"))  # fmt: skip


def render(size: int) -> bytes:
    """The icon at ``size`` × ``size`` pixels, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SVG)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(sizes: tuple[int, ...]) -> bytes:
    images = [render(s) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for size, png in zip(sizes, images, strict=True):
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    return header + entries + b"".join(images)


def icns() -> bytes:
    body = b"".join(
        kind + struct.pack(">I", 8 + len(png)) + png
        for size, kind in ICNS_TYPES
        for png in [render(size)]
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    QGuiApplication(sys.argv[:1])
    for size in HICOLOR:
        folder = ROOT / "packaging" / "linux" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{APP_ID}.png").write_bytes(render(size))
    scalable = ROOT / "packaging" / "linux" / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    (scalable / f"{APP_ID}.svg").write_bytes(SVG.read_bytes())
    (ROOT / "packaging" / "blockpuzzle.ico").write_bytes(ico(ICO_SIZES))
    (ROOT / "packaging" / "blockpuzzle.icns").write_bytes(icns())
    return 0


if __name__ == "__main__":
    sys.exit(main())

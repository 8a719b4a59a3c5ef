"""Render packaging/icon/schreiber.svg into the PNGs and the Windows .ico beside it.

Run ``python packaging/make_icons.py`` after changing the SVG and commit what it
writes: ``schreiber-<size>.png`` for every size of :data:`PNG_SIZES` (the Linux
icon theme sizes) and ``schreiber.ico`` holding :data:`ICO_SIZES`. Qt renders
(QSvgRenderer into a QImage); the .ico stores each size as PNG, which Windows
reads since Vista and PyInstaller embeds as it is.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path
from typing import Final

ICON_DIR: Final = Path(__file__).resolve().parent / "icon"
SVG: Final = ICON_DIR / "schreiber.svg"
ICO: Final = ICON_DIR / "schreiber.ico"
WINDOW_ICON: Final = (
    ICON_DIR.parents[1] / "app" / "schreiber" / "resources" / "icons" / "schreiber-256.png"
)
PNG_SIZES: Final = (16, 22, 24, 32, 48, 64, 128, 256, 512)
WINDOW_ICON_SIZE: Final = 256
ICO_SIZES: Final = (16, 24, 32, 48, 64, 128, 256)


def png_path(size: int) -> Path:
    return ICON_DIR / f"schreiber-{size}.png"


def render(size: int) -> bytes:
    """The icon at ``size`` × ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QImage, QImageWriter, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise RuntimeError(f"{SVG} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"PNG"))
    if not writer.write(image.convertToFormat(QImage.Format.Format_ARGB32)):
        raise RuntimeError(f"cannot encode the {size} px icon as PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """An .ico file holding the PNG ``images`` by size (at most 256 px each)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        if not 0 < size <= 256:
            raise ValueError(f"an .ico image is 1 to 256 px, not {size}")
        data = images[size]
        side = size % 256  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    images = {size: render(size) for size in sorted({*PNG_SIZES, *ICO_SIZES})}
    for size in PNG_SIZES:
        png_path(size).write_bytes(images[size])
        print(png_path(size).relative_to(ICON_DIR.parents[1]))
    ICO.write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    print(ICO.relative_to(ICON_DIR.parents[1]))
    # The window's own icon is package data, so that a wheel carries it too.
    WINDOW_ICON.write_bytes(images[WINDOW_ICON_SIZE])
    print(WINDOW_ICON.relative_to(ICON_DIR.parents[1]))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())

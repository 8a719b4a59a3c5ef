"""The icon: an SVG, PNGs of every theme size and a Windows .ico, all drawn from the SVG."""

from __future__ import annotations

import struct
from types import ModuleType

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from tests.packaging.helpers import PACKAGING, load_script

ICON_DIR = PACKAGING / "icon"


def make_icons() -> ModuleType:
    return load_script(PACKAGING / "make_icons.py")


def test_the_svg_is_valid_and_square(qapp: QApplication) -> None:
    renderer = QSvgRenderer(str(ICON_DIR / "schreiber.svg"))
    assert renderer.isValid()
    size = renderer.defaultSize()
    assert size.width() == size.height() >= 256


def test_every_png_size_is_there(qapp: QApplication) -> None:
    sizes = make_icons().PNG_SIZES
    assert {16, 32, 48, 64, 128, 256, 512} <= set(sizes)
    for size in sizes:
        image = QImage(str(ICON_DIR / f"schreiber-{size}.png"))
        assert not image.isNull(), size
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def test_the_ico_holds_every_windows_size(qapp: QApplication) -> None:
    data = (ICON_DIR / "schreiber.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _, _, _, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert width == height and bits == 32
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
        sizes.append(width or 256)
    assert sizes == list(make_icons().ICO_SIZES)
    # Qt reads it back too (its ico plugin).
    reader = QImageReader(str(ICON_DIR / "schreiber.ico"))
    assert reader.imageCount() == count


def test_the_pngs_are_drawn_from_the_current_svg(qapp: QApplication) -> None:
    """After an edit of the SVG, run python packaging/make_icons.py."""
    for size in (32, 128):
        fresh = QImage()
        assert fresh.loadFromData(QByteArray(make_icons().render(size)), "PNG")
        stored = QImage(str(ICON_DIR / f"schreiber-{size}.png"))
        difference = 0
        for y in range(size):
            for x in range(size):
                a, b = QColor(fresh.pixel(x, y)), QColor(stored.pixel(x, y))
                difference += abs(a.red() - b.red()) + abs(a.green() - b.green())
                difference += abs(a.blue() - b.blue()) + abs(a.alpha() - b.alpha())
        # A different Qt may round a few edge pixels differently; a new drawing differs a lot.
        assert difference / (size * size * 4) < 2.0, f"{size} px icon is not the SVG's"


def test_ico_writer_rejects_sizes_windows_cannot_hold() -> None:
    with pytest.raises(ValueError, match="1 to 256"):
        make_icons().ico({512: b""})
    assert (
        make_icons().ico({16: b"x"})
        == struct.pack("<HHHBBBBHHII", 0, 1, 1, 16, 16, 0, 0, 1, 32, 1, 22) + b"x"
    )


def test_the_window_icon_in_the_package_is_the_desktops() -> None:
    """The window takes its icon from the package (a wheel has no packaging/ folder)."""
    from schreiber.ui.application import window_icon

    script = make_icons()
    assert window_icon() == script.WINDOW_ICON
    assert window_icon().read_bytes() == script.png_path(script.WINDOW_ICON_SIZE).read_bytes()

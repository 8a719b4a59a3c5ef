"""The package build: the translations are compiled into the package.

Everything else is in ``pyproject.toml``. ``build_py`` compiles
``resources/translations/schreiber_<lang>.ts`` with Qt's ``lrelease`` (from the
PySide6 of the build environment, a build requirement) into
``schreiber/resources/translations/*.qm`` of the wheel, so an installed Schreiber
speaks German and Japanese without its source folder. An editable install
compiles them into the source folder, ``app/schreiber/resources/translations``,
which it runs from. This is the only place besides ``python -m schreiber.ui.i18n``
that compiles them: the running app never does (``schreiber.catalogue``).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SOURCES = ROOT / "resources" / "translations"


def lrelease() -> Path:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        raise RuntimeError("PySide6 is needed to build Schreiber (it compiles the translations)")
    suffix = ".exe" if os.name == "nt" else ""
    return Path(spec.origin).parent / f"lrelease{suffix}"


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            # The editable install runs the package from app/: the catalogues go there.
            target = ROOT / "app" / "schreiber" / "resources" / "translations"
        else:
            target = Path(self.build_lib) / "schreiber" / "resources" / "translations"
        target.mkdir(parents=True, exist_ok=True)
        sources = sorted(SOURCES.glob("schreiber_*.ts"))
        if not sources:
            raise RuntimeError(f"no translations in {SOURCES}")
        for source in sources:
            compiled = target / f"{source.stem}.qm"
            temporary = compiled.with_suffix(".qm.tmp")  # never half a catalogue in place
            subprocess.run(
                [str(lrelease()), "-silent", str(source), "-qm", str(temporary)], check=True
            )
            if not temporary.stat().st_size:
                temporary.unlink()
                raise RuntimeError(f"lrelease wrote an empty {compiled.name}")
            os.replace(temporary, compiled)


setup(cmdclass={"build_py": BuildWithCatalogues})

"""Starting ``store_child.py`` in a process of its own, for the store tests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = Path(__file__).with_name("store_child.py")
ROOT = Path(__file__).resolve().parents[2]


def child(*args: str, stdin: int = subprocess.PIPE) -> subprocess.Popen[str]:
    """``python store_child.py ARGS…`` with this source tree importable."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.Popen(
        [sys.executable, str(CHILD), *args],
        stdin=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )

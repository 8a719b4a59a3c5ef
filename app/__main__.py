"""``python -m app``: the same as the ``schreiber`` command."""

import sys

from app.cli import main

sys.exit(main())

"""``python -m schreiber``: the same as the ``schreiber`` command."""

import sys

from schreiber.cli import main

sys.exit(main())

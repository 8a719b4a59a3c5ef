"""``python -m schreiber.cli``: the same as the ``schreiber`` command."""

import sys

from schreiber.cli import main

sys.exit(main())

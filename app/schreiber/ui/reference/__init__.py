"""The rules reference window over :mod:`schreiber.reference`."""

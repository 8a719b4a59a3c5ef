"""Schreiber: a score pad for Doppelkopf, Pfälzer Schafkopf and Crescendo."""

__version__ = "0.1.0"

"""Developer scripts: screenshots, sample evenings, translation filling."""

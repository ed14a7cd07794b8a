"""Diagnostics tests: bad variant fixtures, golden output, the code registry."""

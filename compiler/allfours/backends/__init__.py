"""Backends: each reads the IR and produces one kind of output, as text."""

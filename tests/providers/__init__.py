"""Provider-wire tests: the real provider integration packages answering from a loopback server (see ``_harness``)."""

"""The offline demo (``langchain-trajectory demo``): a travel agent, scripted stand-ins for its LLMs, and the
tour that captures, evaluates, simulates, judges and reports on it."""

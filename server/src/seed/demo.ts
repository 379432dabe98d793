// Written by the demo-data work; see seed/README in the commit that adds it.

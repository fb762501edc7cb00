"""Layer 1, the core: the artifact model (:mod:`.model`), the verified on-disk store (:mod:`.store`) and the
exception base with exit codes (:mod:`.errors`). Imports only the standard library and ``platformdirs``."""

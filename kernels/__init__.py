"""ir-explorer's bundled Triton kernels, imported as ``ir_explorer_kernels``.

``registry.py`` lists them with their example launch arguments and configs; each kernel
module (``matmul.py`` …) holds the ``@triton.jit`` code and a host-side wrapper that
launches it on torch tensors. Importing this package imports neither Triton nor torch.
"""

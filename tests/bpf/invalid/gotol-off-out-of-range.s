# expect: immediate-out-of-range
# llvm-mc 19 limits gotol literal displacements to 16 bits as well, although the encoding has 32
gotol +32768

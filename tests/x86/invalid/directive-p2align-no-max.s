# expect: other
# the maximum to skip is missing after its comma
.p2align 3,,

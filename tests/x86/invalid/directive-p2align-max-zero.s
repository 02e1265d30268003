# expect: other
# a maximum of 0 bytes can never be met
.p2align 3,,0

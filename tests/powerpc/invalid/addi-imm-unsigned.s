# expect: immediate-out-of-range
# addi does not accept the unsigned spelling 65535 (only addis/lis do)
addi 3, 4, 65535

# expect: unknown-mnemonic
# "add" is not a mnemonic; ALU ops are written "rD += x"
add r0, 1

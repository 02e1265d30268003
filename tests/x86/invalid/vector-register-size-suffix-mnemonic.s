# expect: unknown-mnemonic
# add on vector registers: without a memory operand no suffixed spelling
# is tried, so the mnemonic as written is unknown
add %xmm0, %eax

# expect: other
# an indirect jump through a 32-bit register exists only outside 64-bit mode
jmp *%eax

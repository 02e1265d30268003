# expect: other
# an indirect jump through a register needs the *
jmp %rax

# expect: unknown-mnemonic
# movsxd is the Intel name; AT&T syntax spells it movslq
movsxd %eax, %rax

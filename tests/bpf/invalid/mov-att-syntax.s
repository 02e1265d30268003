# expect: unknown-mnemonic
# AT&T/Intel-style "mov dst, src" is not BPF syntax
mov r0, r1

# expect: unknown-mnemonic
# lea is an internal pseudo (frame index), not assemblable
lea r0, r1

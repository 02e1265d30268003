// mattr: +sve2-sha3
// instructions llvm-mc 19 takes only with: sve2-sha3
rax1	z19.d, z19.d, z11.d

// mattr: +sve2-sha3
// instructions llvm-mc 19 takes only with: sve2-sha3
rax1	z1.d, z0.d, z28.d

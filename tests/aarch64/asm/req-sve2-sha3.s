// mattr: +sve2-sha3
// instructions llvm-mc 19 takes only with: sve2-sha3
rax1	z1.d, z1.d, z15.d

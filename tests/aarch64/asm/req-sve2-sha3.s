// mattr: +sve2-sha3
// instructions llvm-mc 19 takes only with: sve2-sha3
rax1	z13.d, z4.d, z22.d

// mattr: +sve2-sha3
// instructions llvm-mc 19 takes only with: sve2-sha3
rax1	z25.d, z13.d, z27.d

// mattr: +bf16,+sve
// instructions llvm-mc 19 takes only with: bf16 sve
bfmmla	z9.s, z4.h, z31.h

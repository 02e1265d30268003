// mattr: +hbc
// instructions llvm-mc 19 takes only with: hbc
bc.gt	#910128

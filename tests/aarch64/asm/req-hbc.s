// mattr: +hbc
// instructions llvm-mc 19 takes only with: hbc
bc.ls	#347916

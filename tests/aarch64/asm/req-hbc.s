// mattr: +hbc
// instructions llvm-mc 19 takes only with: hbc
bc.ne	#102336

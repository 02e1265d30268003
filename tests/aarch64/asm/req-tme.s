// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0xda1e
tcommit
tstart	x10
ttest	x14

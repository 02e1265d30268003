// without tme: each line is rejected
tcancel	#0x94d3
tcommit
tstart	x26
ttest	x6

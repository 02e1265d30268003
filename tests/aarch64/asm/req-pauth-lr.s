// mattr: +pauth-lr
// instructions llvm-mc 19 takes only with: pauth-lr
autia171615
autiasppcr	x27
autiasppc	#-4
autib171615
autibsppcr	x18
autibsppc	#-258136
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
retaasppcr	x26
retaasppc	#-189552
retabsppcr	x14
retabsppc	#-168792

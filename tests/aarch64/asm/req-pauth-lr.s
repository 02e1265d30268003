// mattr: +pauth-lr
// instructions llvm-mc 19 takes only with: pauth-lr
autia171615
autiasppcr	x3
autiasppc	#-69232
autib171615
autibsppcr	x2
autibsppc	#-259476
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
retaasppcr	x26
retaasppc	#-169896
retabsppcr	x9
retabsppc	#-106156

